import type {
  BillingHistoryEntry,
  PaymentIntentView,
  PaymentStatusView,
  Subscription,
} from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'
import { subscriptionKeys } from '@/lib/use-subscription'

export const billingKeys = {
  history: () => [...subscriptionKeys.all, 'history'] as const,
  payment: (id: string) => [...subscriptionKeys.all, 'payment', id] as const,
  /**
   * Kept apart from `subscriptionKeys.all`: invalidating the plan must never create another
   * PaymentIntent by refetching this one.
   */
  paymentIntent: (attempt: number) => ['billing-payment-intent', attempt] as const,
}

/** `POST /api/v1/billing/payment-intents`: the server sets the amount from its plan table. */
export function createPaymentIntent(): Promise<PaymentIntentView> {
  return apiRequest<{ data: PaymentIntentView }>('/api/v1/billing/payment-intents', {
    method: 'POST',
    body: { plan: 'premium' },
  }).then((body) => body.data)
}

/** `GET /api/v1/billing/payment-intents/{id}`: the payment as the server and Stripe know it. */
export function getPaymentStatus(id: string, signal?: AbortSignal): Promise<PaymentStatusView> {
  return apiRequest<{ data: PaymentStatusView }>(
    `/api/v1/billing/payment-intents/${encodeURIComponent(id)}`,
    { signal },
  ).then((body) => body.data)
}

/** `GET /api/v1/billing/history`: newest first. */
export function getBillingHistory(signal?: AbortSignal): Promise<BillingHistoryEntry[]> {
  return apiRequest<{ data: BillingHistoryEntry[] }>('/api/v1/billing/history', { signal }).then(
    (body) => body.data,
  )
}

/** `POST /api/v1/billing/{trial|cancel|resume}`: each answers the subscription as it now is. */
export function changeSubscription(action: 'trial' | 'cancel' | 'resume'): Promise<Subscription> {
  return apiRequest<{ data: Subscription }>(`/api/v1/billing/${action}`, { method: 'POST' }).then(
    (body) => body.data,
  )
}

export const billingHistoryQuery = () =>
  queryOptions({
    queryKey: billingKeys.history(),
    queryFn: ({ signal }) => getBillingHistory(signal),
  })
