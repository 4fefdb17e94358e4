import { aiMessages, type ErrorCode } from '@folio/schema'

import type { AiProviderError } from './provider.js'

export interface DescribedAiError {
  code: Extract<ErrorCode, 'upstream_error' | 'upstream_timeout' | 'rate_limited'>
  message: string
  retryAfterSeconds: number | null
}

/**
 * Maps an AiProviderError to the API error: a code from `errorCodes`, the spec's message with
 * the reason after it, and for 429s the seconds to wait. The message is built from
 * `aiMessages` only, never from the provider's body, so it cannot carry the key.
 * `aborted` is the user's own Stop and is normally not shown; it reads as interrupted.
 */
export function describeAiError(error: AiProviderError): DescribedAiError {
  const { provider } = error
  const { reasons } = aiMessages
  const described = (code: DescribedAiError['code'], reason: string): DescribedAiError => ({
    code,
    message: aiMessages.failedBecause(provider, reason),
    retryAfterSeconds: null,
  })
  switch (error.kind) {
    case 'bad_key':
      return described('upstream_error', reasons.badKey(provider))
    case 'rate_limited': {
      const seconds = error.options.retryAfterSeconds ?? null
      return {
        ...described('rate_limited', reasons.rateLimited(provider, seconds)),
        retryAfterSeconds: seconds,
      }
    }
    case 'unavailable':
      return described('upstream_error', reasons.unavailable(provider))
    case 'unreachable':
      return described('upstream_error', reasons.unreachable(provider))
    case 'address_refused': {
      const host = error.options.host ?? ''
      const reason = error.options.forbidden
        ? reasons.addressForbidden(provider, host)
        : reasons.addressNotAllowed(provider, host)
      return described('upstream_error', reason)
    }
    case 'timeout':
      return described('upstream_timeout', reasons.timedOut(provider))
    case 'bad_response':
      return described('upstream_error', reasons.badResponse(provider))
    case 'interrupted':
    case 'aborted':
      return described('upstream_error', reasons.interrupted(provider))
  }
}
