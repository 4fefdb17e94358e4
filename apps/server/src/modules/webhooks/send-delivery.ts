import { webhookHeaders, webhookMessages } from '@folio/schema'

import { outboundRefusal, type OutboundFetch } from '../../lib/outbound/guarded-fetch.js'
import { signatureHeader, standardWebhookHeaders } from './webhook-signing.js'

export interface DeliveryRequest {
  url: string
  secret: string
  event: string
  deliveryId: string
  body: string
  timeoutMs: number
}

export interface DeliveryResponse {
  ok: boolean
  /** Null when no answer came (refused, timed out). */
  responseStatus: number | null
  /**
   * How long the receiver took to answer; null without an answer, since the time to fail
   * (instant for a closed port, the whole time-out for a silent one) would tell them apart.
   */
  durationMs: number | null
  /** For the delivery log: "HTTP 500", "refused: address not allowed" or "failed". */
  error: string | null
  /** For the server's log only: what went wrong underneath "failed". */
  detail: string | null
}

/**
 * POSTs one signed delivery through the guarded client. Only a 2xx counts: redirects are not
 * followed (a receiver that moved must be edited, not silently chased) and the answer's body
 * is never read.
 */
export async function sendDelivery(
  fetch: OutboundFetch,
  request: DeliveryRequest,
): Promise<DeliveryResponse> {
  const started = performance.now()
  const duration = () => Math.round(performance.now() - started)
  const timestamp = Math.floor(Date.now() / 1000)
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Folio-Webhooks/1',
        [webhookHeaders.event]: request.event,
        [webhookHeaders.delivery]: request.deliveryId,
        [webhookHeaders.signature]: signatureHeader(request.secret, request.body, timestamp),
        ...standardWebhookHeaders(request.secret, request.deliveryId, request.body, timestamp),
      },
      body: request.body,
    })
    const durationMs = duration()
    await response.body?.cancel().catch(() => {})
    const ok = response.status >= 200 && response.status < 300
    return {
      ok,
      responseStatus: response.status,
      durationMs,
      error: ok ? null : `HTTP ${response.status}`,
      detail: null,
    }
  } catch (error) {
    const refused = outboundRefusal(error) !== null
    return {
      ok: false,
      responseStatus: null,
      durationMs: null,
      // Whoever edits the URL reads this: a closed port, an open one that does not speak HTTP,
      // a reset and a time-out must all read the same, or the log would be a port scanner.
      error: refused ? webhookMessages.deliveryRefused : webhookMessages.deliveryFailed,
      detail: refused ? null : underlyingReason(error, request),
    }
  }
}

function underlyingReason(error: unknown, request: DeliveryRequest): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `timed out after ${request.timeoutMs} ms`
  }
  // fetch reports network failures as "fetch failed" with the socket error as the cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return cause instanceof Error ? cause.message : String(cause)
}
