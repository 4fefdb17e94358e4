import { Plug } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { Tooltip } from '@/components/ui/tooltip'

/** Spec: a sidebar card saying content is connected to a code-generation project tool. */
export function ConnectionsCard({ collapsed }: { collapsed: boolean }) {
  if (collapsed) {
    return (
      <Tooltip label="View connections" side="right">
        <Link
          id="view-connections"
          to="/settings#connections"
          aria-label="View connections"
          className="mx-auto grid size-10 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <Plug className="size-5" aria-hidden="true" />
        </Link>
      </Tooltip>
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
      <Link
        id="view-connections"
        to="/settings#connections"
        className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-3 w-full' })}
      >
        View connections
      </Link>
    </div>
  )
}
