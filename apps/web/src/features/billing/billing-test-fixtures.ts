import type { BillingHistoryEntry, PaymentStatusView, Subscription } from '@folio/schema'
import { http } from 'msw'

import { server } from '@/testing/msw-server'
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
 * A fake server for `/api/v1/billing/*` (and anything a test adds with `route`, Stripe and the
 * auth server included). Unknown paths answer 404 in the server's error shape, as a billing
 * screen meets them on a real server. Returns every request sent.
 */
export function stubBillingApi(options: {
  subscription?: Subscription
  history?: BillingHistoryEntry[]
  payment?: (id: string) => PaymentStatusView | Answer
  route?: (request: SentRequest) => Answer | undefined
}) {
  const sent: SentRequest[] = []
  const answer = (request: SentRequest): Answer => {
    const url = new URL(request.url)
    const custom = options.route?.(request)
    if (custom) return custom

    const path = url.pathname
    if (path === '/api/v1/billing/subscription' && options.subscription)
      return json(200, { data: options.subscription })
    if (path === '/api/v1/billing/history' && options.history)
      return json(200, { data: options.history })
    const payment = /^\/api\/v1\/billing\/payment-intents\/([^/]+)$/.exec(path)
    if (payment && options.payment) {
      const view = options.payment(decodeURIComponent(payment[1] ?? ''))
      if (view instanceof Response || view instanceof Promise) return view
      return json(200, { data: view })
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } })
  }
  server.use(
    http.all('*', async ({ request }) => {
      const text = await request.text()
      const sentRequest = { method: request.method, url: request.url, body: text || undefined }
      sent.push(sentRequest)
      return answer(sentRequest)
    }),
  )
  return sent
}
