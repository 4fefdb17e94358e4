import type { WebhookDeliveryStatus } from '@folio/schema'

import { Badge } from '@/components/ui/badge'

const statuses = {
  pending: { label: 'Pending', tone: 'warning' },
  succeeded: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
} as const satisfies Record<WebhookDeliveryStatus, { label: string; tone: string }>

/** Delivered, Pending (waiting or retrying) or Failed; `null` means nothing was sent yet. */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus | null }) {
  if (status === null) return <Badge>No deliveries yet</Badge>
  const { label, tone } = statuses[status]
  return <Badge tone={tone}>{label}</Badge>
}
