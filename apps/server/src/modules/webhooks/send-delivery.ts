import { webhookHeaders } from '@folio/schema'

import { signatureHeader } from './webhook-signing.js'

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
  durationMs: number
  /** Short, for the delivery log: "HTTP 500", "connect ECONNREFUSED 127.0.0.1:9". */
  error: string | null
}

const ERROR_MAX = 200

/**
 * POSTs one signed delivery. Only a 2xx counts: redirects are not followed (a receiver that
 * moved must be edited, not silently chased) and the answer's body is never read.
 */
export async function sendDelivery(request: DeliveryRequest): Promise<DeliveryResponse> {
  const started = performance.now()
  const duration = () => Math.round(performance.now() - started)
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
        [webhookHeaders.signature]: signatureHeader(
          request.secret,
          request.body,
          Math.floor(Date.now() / 1000),
        ),
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
    }
  } catch (error) {
    return {
      ok: false,
      responseStatus: null,
      durationMs: duration(),
      error: describe(error, request),
    }
  }
}

function describe(error: unknown, request: DeliveryRequest): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `Timed out after ${request.timeoutMs} ms`
  }
  // fetch reports network failures as "fetch failed" with the socket error as the cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const message = cause instanceof Error ? cause.message : String(cause)
  return message.slice(0, ERROR_MAX) || 'Request failed'
}
