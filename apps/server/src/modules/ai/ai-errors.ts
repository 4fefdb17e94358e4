import { aiMessages, type AiProvider, type ErrorCode, type ErrorDetail } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import { AiProviderError, describeAiError, type ResolvedAiConfig } from './providers/index.js'

/**
 * A provider call that failed, as the API answers it (502, 504 or 429). A 429 carries the
 * provider's Retry-After, which the AI routes pass on as a header.
 */
export class AiCallError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(code, message)
    this.name = 'AiCallError'
  }
}

/**
 * A provider failure in words for the user, naming the provider `config` calls; anything else
 * is a bug and is rethrown.
 */
export function providerFailure(
  error: unknown,
  config: Pick<ResolvedAiConfig, 'endpoint' | 'apiKey'>,
): AiCallError {
  if (!(error instanceof AiProviderError)) throw error
  const described = describeAiError(error, config)
  return new AiCallError(described.code, described.message, described.retryAfterSeconds)
}

export function conversationNotFound(): AppError {
  return new AppError('not_found', aiMessages.conversationNotFound)
}

export function savedContentNotFound(): AppError {
  return new AppError('not_found', aiMessages.savedNotFound)
}

export function messageNotFound(): AppError {
  return new AppError('not_found', aiMessages.messageNotFound)
}

export function notConfigured(): AppError {
  return new AppError('not_configured', aiMessages.notConfigured)
}

/**
 * A configuration the provider rules refuse (spec section 5), pointing at the field to fix:
 * the key, or the endpoint for a custom provider that has a key but no endpoint.
 */
export function configProblem(
  problem: string,
  input: { provider: AiProvider; apiKey: string; endpoint: string },
): AppError {
  let path = 'apiKey'
  if (problem === aiMessages.unsupportedProvider) path = 'provider'
  else if (problem === aiMessages.endpointInvalid) path = 'endpoint'
  else if (problem === aiMessages.customRequired && input.apiKey && !input.endpoint) {
    path = 'endpoint'
  }
  const details: ErrorDetail[] = [{ path, message: problem }]
  return new AppError('validation_failed', problem, details)
}
