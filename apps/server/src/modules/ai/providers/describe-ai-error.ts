import { aiMessages, aiProviderSubject, type ErrorCode } from '@folio/schema'

import type { AiProviderError, ResolvedAiConfig } from './provider.js'
import { redact } from './provider-http.js'

export interface DescribedAiError {
  code: Extract<ErrorCode, 'upstream_error' | 'upstream_timeout' | 'rate_limited'>
  message: string
  retryAfterSeconds: number | null
}

/**
 * The endpoint as messages may show it: scheme, host, port and path, without the user name,
 * password, query or fragment a URL can carry, and never the key. '' when none is set.
 */
export function endpointAddress(config: Pick<ResolvedAiConfig, 'endpoint' | 'apiKey'>): string {
  const endpoint = config.endpoint.trim()
  if (!endpoint) return ''
  let address: string
  try {
    const url = new URL(endpoint)
    address = `${url.origin}${url.pathname === '/' ? '' : url.pathname}`
  } catch {
    return ''
  }
  return redact(address, config.apiKey)
}

/**
 * Maps an AiProviderError to the API error: a code from `errorCodes`, a message from
 * `aiMessages.reasons` naming the configured provider (a custom endpoint, or a base URL
 * override, by its address), and for 429s the seconds to wait. Never built from the provider's
 * body, so it cannot carry the key. `aborted` is the user's own Stop and is normally not
 * shown; it reads as interrupted.
 */
export function describeAiError(
  error: AiProviderError,
  config: Pick<ResolvedAiConfig, 'endpoint' | 'apiKey'>,
): DescribedAiError {
  const subject = aiProviderSubject(error.provider, endpointAddress(config))
  const { reasons } = aiMessages
  const described = (code: DescribedAiError['code'], message: string): DescribedAiError => ({
    code,
    message,
    retryAfterSeconds: null,
  })
  switch (error.kind) {
    case 'bad_key':
      return described('upstream_error', reasons.badKey(subject))
    case 'rate_limited': {
      const seconds = error.options.retryAfterSeconds ?? null
      return {
        ...described('rate_limited', reasons.rateLimited(subject, seconds)),
        retryAfterSeconds: seconds,
      }
    }
    case 'unavailable':
      return described('upstream_error', reasons.unavailable(subject, error.options.status ?? null))
    case 'unreachable':
      return described('upstream_error', reasons.unreachable(subject))
    case 'address_refused': {
      const host = error.options.host ?? ''
      const reason = error.options.forbidden
        ? reasons.addressForbidden(subject, host)
        : reasons.addressNotAllowed(subject, host)
      return described('upstream_error', reason)
    }
    case 'timeout':
      return described('upstream_timeout', reasons.timedOut(subject))
    case 'bad_response':
      return described('upstream_error', reasons.badResponse(subject))
    case 'interrupted':
    case 'aborted':
      return described('upstream_error', reasons.interrupted(subject))
  }
}
