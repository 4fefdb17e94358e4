import type { Webhook } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Inbox, RefreshCw } from 'lucide-react'
import { useState } from 'react'

import { deliveriesQuery, DELIVERIES_PAGE_SIZE, PENDING_REFRESH_MS } from '../api/get-webhooks'

import { DeliveryRow } from './delivery-row'
import { SendTestButton } from './send-test-button'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const [page, setPage] = useState(1)
  const log = useQuery(deliveriesQuery(webhook.id, page))
  const deliveries = log.data?.data ?? []
  const anyPending = deliveries.some((delivery) => delivery.status === 'pending')

  let body
  if (log.isPending) body = <LoadingState label="Loading deliveries..." />
  else if (log.isError)
    body = (
      <ErrorState
        title="Could not load the delivery log"
        message={errorMessage(log.error)}
        onRetry={() => void log.refetch()}
      />
    )
  else if (deliveries.length === 0)
    body = (
      <EmptyState icon={Inbox} title="No deliveries yet">
        Deliveries appear here when a chosen event happens. Send a test event to try the URL.
      </EmptyState>
    )
  else
    body = (
      <>
        <ul
          aria-label="Deliveries"
          aria-busy={log.isFetching}
          className={cn('divide-y divide-border', log.isPlaceholderData && 'opacity-60')}
        >
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={log.data.meta.pageSize || DELIVERIES_PAGE_SIZE}
          total={log.data.meta.total}
          noun="deliveries"
          onPageChange={setPage}
        />
      </>
    )

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <SendTestButton webhookId={webhook.id} webhookName={webhook.name} variant="primary" />
        <Button variant="secondary" size="sm" onClick={() => void log.refetch()}>
          <RefreshCw
            className={cn('size-4', log.isFetching && 'animate-spin')}
            aria-hidden="true"
          />
          Refresh
        </Button>
        {anyPending && (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Refreshing every {PENDING_REFRESH_MS / 1000} seconds while a delivery is pending
          </p>
        )}
      </div>
      <div className="overflow-hidden rounded-xl border border-border">{body}</div>
    </>
  )
}

/** The delivery log of one webhook, newest first, refreshing itself while anything is pending. */
export function DeliveryLogDialog({
  webhook,
  onClose,
}: {
  webhook: Webhook | null
  onClose: () => void
}) {
  return (
    <Dialog open={webhook !== null} onOpenChange={(open) => !open && onClose()}>
      {webhook && (
        <DialogContent
          size="lg"
          title={`Delivery log: ${webhook.name}`}
          description={<span className="font-mono break-all">{webhook.url}</span>}
        >
          <DeliveryLog webhook={webhook} />
        </DialogContent>
      )}
    </Dialog>
  )
}
