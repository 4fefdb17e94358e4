import type { Webhook, WebhookDelivery, WebhookInput, WebhookWithSecret } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { webhooksKeys } from './get-webhooks'

import { apiRequest } from '@/lib/api-client'

const webhookPath = (id: string) => `/api/v1/webhooks/${encodeURIComponent(id)}`

/** `POST /api/v1/webhooks`: the answer carries the signing secret, shown once. */
export function createWebhook(input: WebhookInput): Promise<WebhookWithSecret> {
  return apiRequest<{ data: WebhookWithSecret }>('/api/v1/webhooks', {
    method: 'POST',
    body: input,
  }).then((body) => body.data)
}

/** `PUT /api/v1/webhooks/{id}`: name, URL, events and enabled, all at once. */
export function updateWebhook(id: string, input: WebhookInput): Promise<Webhook> {
  return apiRequest<{ data: Webhook }>(webhookPath(id), { method: 'PUT', body: input }).then(
    (body) => body.data,
  )
}

/** `DELETE /api/v1/webhooks/{id}` */
export function deleteWebhook(id: string): Promise<void> {
  return apiRequest<undefined>(webhookPath(id), { method: 'DELETE' })
}

/** `POST /api/v1/webhooks/{id}/rotate-secret`: deliveries are signed with the new secret. */
export function rotateWebhookSecret(id: string): Promise<WebhookWithSecret> {
  return apiRequest<{ data: WebhookWithSecret }>(`${webhookPath(id)}/rotate-secret`, {
    method: 'POST',
  }).then((body) => body.data)
}

/** `POST /api/v1/webhooks/{id}/test`: queues a `webhook.test` delivery. */
export function sendTestEvent(id: string): Promise<WebhookDelivery> {
  return apiRequest<{ data: WebhookDelivery }>(`${webhookPath(id)}/test`, {
    method: 'POST',
  }).then((body) => body.data)
}

/** `POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver` */
export function redeliver(webhookId: string, deliveryId: string): Promise<unknown> {
  return apiRequest(
    `${webhookPath(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    { method: 'POST' },
  )
}

export function useCreateWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.list }),
  })
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WebhookInput }) => updateWebhook(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.list }),
  })
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.list }),
  })
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret })
}

/** Test events and redeliveries both add to the log and change the list's last status. */
function useDeliveryMutation<T>(
  mutationFn: (vars: T) => Promise<unknown>,
  webhookId: (vars: T) => string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, vars) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveries(webhookId(vars)) }),
        queryClient.invalidateQueries({ queryKey: webhooksKeys.list }),
      ]),
  })
}

export function useSendTestEvent() {
  return useDeliveryMutation(
    (id: string) => sendTestEvent(id),
    (id) => id,
  )
}

export function useRedeliver() {
  return useDeliveryMutation(
    ({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) =>
      redeliver(webhookId, deliveryId),
    (vars) => vars.webhookId,
  )
}
