import { CalendarClock } from 'lucide-react'

import { formatDueDate } from '../workflow-display'

import { cn } from '@/lib/cn'

/** A due date; overdue ones are red and say so in words, not only in colour. */
export function DueDate({ dueDate, overdue }: { dueDate: string; overdue: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex flex-wrap items-center gap-1.5',
        overdue ? 'font-medium text-danger' : 'text-muted-foreground',
      )}
    >
      <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
      <time dateTime={dueDate}>{formatDueDate(dueDate)}</time>
      {overdue && (
        <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold">
          Overdue
        </span>
      )}
    </span>
  )
}
