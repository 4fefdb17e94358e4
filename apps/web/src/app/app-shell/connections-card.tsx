import { ChevronRight, Plug } from 'lucide-react'
import { Link } from 'react-router'

import { Tooltip } from '@/components/ui/tooltip'

const ADMIN_NOTE = 'An admin manages connections'

/**
 * The sidebar card about the apps and AI coding assistants fed by this installation. Admins
 * get a one-row link to the Connections screen; everyone else reads who manages them.
 */
export function ConnectionsCard({
  collapsed,
  canManage,
}: {
  collapsed: boolean
  /** Admins: the card links to /connections. */
  canManage: boolean
}) {
  if (collapsed) {
    if (!canManage) return null
    return (
      <Tooltip label="View connections" side="right">
        <Link
          id="view-connections"
          to="/connections"
          aria-label="View connections"
          className="mx-auto grid size-10 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <Plug className="size-5" aria-hidden="true" />
        </Link>
      </Tooltip>
    )
  }
  if (canManage) {
    // One row for admins: the card must leave room for the Admin links above it at 800 px high.
    return (
      <Link
        id="view-connections"
        to="/connections"
        className="flex h-11 items-center gap-2.5 rounded-xl border border-border bg-surface px-2.5 text-sm font-semibold hover:bg-muted"
      >
        <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-text">
          <Plug className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1 truncate">View connections</span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    )
  }
  return (
    <div className="rounded-xl border border-border bg-surface p-3.5">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <span className="grid size-7 place-items-center rounded-lg bg-primary-soft text-primary-text">
          <Plug className="size-4" aria-hidden="true" />
        </span>
        Connected apps
      </p>
      <p className="mt-2 text-xs text-pretty text-muted-foreground">
        Your content feeds the apps your code-generation tool builds, through the Folio API.
      </p>
      <p className="mt-3 text-xs text-muted-foreground">
        {ADMIN_NOTE}.{' '}
        <a href="/docs#api-reference" className="font-semibold text-primary-text hover:underline">
          How apps connect
        </a>
      </p>
    </div>
  )
}
