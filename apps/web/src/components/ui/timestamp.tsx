import { formatDateTime, formatWhen } from '@/lib/format'
import { cn } from '@/lib/cn'

/**
 * When something happened, said the same way on every screen: "3 hours ago" within a week,
 * "Mar 3, 2025" beyond it, and the full date and time on hover.
 */
export function Timestamp({
  value,
  className,
}: {
  value: string | number | Date
  className?: string
}) {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return <span className={className}>{String(value)}</span>
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={cn(className)}>
      {formatWhen(date)}
    </time>
  )
}
