import type { BillingHistoryEntry, PaymentStatusView, Subscription } from '@folio/schema'
import { vi } from 'vitest'

import { GIB, subscriptionFixture } from '@/testing/subscription-fixtures'

/** Test helpers for the billing screens: API answers as the server sends them. */

export { GIB, subscriptionFixture }

export const selfHostedSubscription = subscriptionFixture({
  mode: 'self_hosted',
  plan: 'premium',
  status: 'active',
  trialAvailable: false,
  storage: { usedBytes: 3 * GIB, quotaBytes: null },
  publishableKey: null,
})

export const json = (status: number, body?: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

export interface SentRequest {
  method: string
  url: string
  body: string | undefined
}

export type Answer = Response | Promise<Response>

/**
 * A fake `fetch` for `/api/v1/billing/*` (and anything a test adds with `route`). Unknown
 * paths answer 404 in the server's error shape. Returns every request sent.
 */
export function stubBillingApi(options: {
  subscription?: Subscription
  history?: BillingHistoryEntry[]
  payment?: (id: string) => PaymentStatusView | Answer
  route?: (request: SentRequest) => Answer | undefined
}) {
  const sent: SentRequest[] = []
  const fetchStub = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://folio.test')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? init.body : undefined
    const request = { method, url: url.href, body }
    sent.push(request)
    const custom = options.route?.(request)
    if (custom) return Promise.resolve(custom)

    const path = url.pathname
    if (path === '/api/v1/billing/subscription' && options.subscription)
      return Promise.resolve(json(200, { data: options.subscription }))
    if (path === '/api/v1/billing/history' && options.history)
      return Promise.resolve(json(200, { data: options.history }))
    const payment = /^\/api\/v1\/billing\/payment-intents\/([^/]+)$/.exec(path)
    if (payment && options.payment) {
      const answer = options.payment(decodeURIComponent(payment[1] ?? ''))
      if (answer instanceof Response || answer instanceof Promise) return Promise.resolve(answer)
      return Promise.resolve(json(200, { data: answer }))
    }
    return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }))
  })
  vi.stubGlobal('fetch', fetchStub)
  return sent
}
