import { contentStatusLabels } from '@folio/schema'
import type { ContentStatus } from '@folio/schema'
import { Clock } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { formatDateTime } from '@/lib/format'

const tones = {
  draft: 'primary',
  scheduled: 'warning',
  published: 'success',
  archived: 'neutral',
} as const

/** The status as a coloured badge; a scheduled item also says when it goes live. */
export function ContentStatusBadge({
  status,
  scheduledFor,
  showSchedule = false,
}: {
  status: ContentStatus
  scheduledFor?: string | null
  /** Print the scheduled time beneath the badge. */
  showSchedule?: boolean
}) {
  const badge = (
    <Badge tone={tones[status]}>
      {status === 'scheduled' && <Clock className="size-3" aria-hidden="true" />}
      {contentStatusLabels[status]}
    </Badge>
  )
  if (status !== 'scheduled' || !scheduledFor || !showSchedule) return badge
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {badge}
      <time dateTime={scheduledFor} className="text-xs text-muted-foreground">
        {formatDateTime(scheduledFor)}
      </time>
    </span>
  )
}
