import type { WorkflowEvent } from '@folio/schema'

import { describeEvent } from '../workflow-display'

import { StateBadge } from '@/components/ui/state-badge'

import { Timestamp } from '@/components/ui/timestamp'

/** Every transition of the item, newest first: who, what, the state it led to, and when. */
export function HistoryTimeline({ events }: { events: readonly WorkflowEvent[] }) {
  if (events.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>
  }
  return (
    <ol aria-label="History" className="relative space-y-4 border-l border-border pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[25px] size-2.5 rounded-full border-2 border-card bg-muted-foreground"
          />
          <p className="text-sm">{describeEvent(event)}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {event.toState && <StateBadge state={event.toState} />}
            <Timestamp value={event.createdAt} />
          </div>
          {event.comment && (
            <p className="mt-1.5 rounded-lg bg-surface px-3 py-2 text-sm whitespace-pre-wrap break-words text-muted-foreground">
              {event.comment}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
