import type { Webhook, WebhookDelivery } from '@folio/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export interface DeliveriesPage {
  data: WebhookDelivery[]
  meta: { page: number; pageSize: number; total: number }
}

export const DELIVERIES_PAGE_SIZE = 10
/** While a delivery waits to be sent or retried, its log refreshes this often. */
export const PENDING_REFRESH_MS = 2000

export const webhooksKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
  deliveriesPage: (id: string, page: number) => ['webhooks', 'deliveries', id, page] as const,
}

const webhookPath = (id: string) => `/api/v1/webhooks/${encodeURIComponent(id)}`

/** `GET /api/v1/webhooks` */
export function getWebhooks(signal?: AbortSignal): Promise<Webhook[]> {
  return apiRequest<{ data: Webhook[] }>('/api/v1/webhooks', { signal }).then((body) => body.data)
}

/** `GET /api/v1/webhooks/{id}/deliveries`: newest first. */
export function getDeliveries(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<DeliveriesPage> {
  return apiRequest<DeliveriesPage>(`${webhookPath(id)}/deliveries`, {
    query: { page, pageSize: DELIVERIES_PAGE_SIZE },
    signal,
  })
}

export const webhooksQuery = () =>
  queryOptions({
    queryKey: webhooksKeys.list,
    queryFn: ({ signal }) => getWebhooks(signal),
    // The list's last-delivery badge follows a pending delivery until it is sent or fails.
    refetchInterval: (query) =>
      query.state.data?.some((hook) => hook.lastDeliveryStatus === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  })

export const deliveriesQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: webhooksKeys.deliveriesPage(id, page),
    queryFn: ({ signal }) => getDeliveries(id, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  })
