import type { WorkflowStateSummary } from '@folio/schema'
import { Globe } from 'lucide-react'

import { stateColorStyle } from '@/lib/state-color-style'

import { Badge } from './badge'
import { cn } from '@/lib/cn'

/** A workflow state's badge, in the state's own colour (readable in light and dark mode). */
export function StateBadge({
  state,
  className,
}: {
  state: Pick<WorkflowStateSummary, 'name' | 'color'>
  className?: string
}) {
  return (
    <span
      style={stateColorStyle(state.color)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        'bg-[color-mix(in_oklab,var(--state-color)_14%,transparent)] text-[color-mix(in_oklab,var(--state-color)_62%,black)]',
        'dark:bg-[color-mix(in_oklab,var(--state-color)_22%,transparent)] dark:text-[color-mix(in_oklab,var(--state-color)_55%,white)]',
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-[var(--state-color)]" />
      {state.name}
    </span>
  )
}

/** Says the content item is live, whatever its workflow state. */
export function PublishedBadge() {
  return (
    <Badge tone="success">
      <Globe className="size-3" aria-hidden="true" />
      Published
    </Badge>
  )
}

/** A colour dot for menus and lists of states. */
export function StateDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={stateColorStyle(color)}
      className="inline-block size-2.5 shrink-0 rounded-full bg-[var(--state-color)]"
    />
  )
}
