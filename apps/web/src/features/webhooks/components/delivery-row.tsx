import type { WebhookDelivery } from '@folio/schema'
import { ChevronRight, LoaderCircle, RotateCcw } from 'lucide-react'

import { useRedeliver } from '../api/webhook-mutations'

import { DeliveryStatusBadge } from './delivery-status-badge'

import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { formatWhen } from '@/lib/format'
import { Timestamp } from '@/components/ui/timestamp'
import { notify } from '@/stores/notifications'

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="font-medium text-foreground">{value}</dd>
    </div>
  )
}

function RedeliverButton({ delivery }: { delivery: WebhookDelivery }) {
  const redeliver = useRedeliver()
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={redeliver.isPending}
      onClick={() =>
        redeliver.mutate(
          { webhookId: delivery.webhookId, deliveryId: delivery.id },
          {
            onSuccess: () => notify.success(`${delivery.event} queued for redelivery`),
            onError: (error) =>
              notify.error(errorMessage(error, 'The delivery could not be queued again.')),
          },
        )
      }
    >
      {redeliver.isPending ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <RotateCcw className="size-4" aria-hidden="true" />
      )}
      Redeliver
    </Button>
  )
}

/** One delivery: event, outcome, HTTP status, duration, attempts, time and the JSON it carried. */
export function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const when = delivery.lastAttemptAt ?? delivery.createdAt
  return (
    <li aria-label={`${delivery.event} delivery`} className="px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <code className="font-mono text-sm font-medium">{delivery.event}</code>
        <DeliveryStatusBadge status={delivery.status} />
        <Timestamp value={when} className="ml-auto text-xs text-muted-foreground" />
      </div>
      <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <Fact
          label="HTTP"
          value={delivery.responseStatus === null ? 'no answer' : String(delivery.responseStatus)}
        />
        <Fact
          label="Duration"
          value={delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`}
        />
        <Fact label="Attempts" value={String(delivery.attempts)} />
        {delivery.status === 'pending' && delivery.nextAttemptAt && (
          <Fact label="Next attempt" value={formatWhen(delivery.nextAttemptAt)} />
        )}
      </dl>
      {delivery.error && <p className="mt-1.5 text-xs break-words text-danger">{delivery.error}</p>}
      <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
        <details className="group min-w-0 flex-1">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded text-xs font-medium text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            <ChevronRight
              className="size-3.5 transition-transform group-open:rotate-90"
              aria-hidden="true"
            />
            Payload
          </summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-lg border border-border bg-surface p-3 font-mono text-xs leading-relaxed">
            {JSON.stringify(delivery.payload, null, 2)}
          </pre>
        </details>
        {delivery.status === 'failed' && <RedeliverButton delivery={delivery} />}
      </div>
    </li>
  )
}
