import type { AiProvider, AiUsage } from '@folio/schema'

/**
 * The contract between Folio's AI operations and the provider adapters. An adapter speaks one
 * wire protocol (OpenAI chat completions for grok/openai/mistral, Anthropic messages, or a
 * custom endpoint) over `fetch`, and knows nothing of the database, users or HTTP routes.
 */

/** A provider configuration with its key decrypted, as the adapters need it. */
export interface ResolvedAiConfig {
  provider: AiProvider
  apiKey: string
  /** The model to send; '' means the provider's default (spec section 9). */
  model: string
  /**
   * For custom: the full endpoint URL (required). For the others: an optional base URL that
   * replaces the provider's default (`https://api.openai.com/v1`); '' means the default.
   */
  endpoint: string
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface CompletionRequest {
  /** The conversation so far, oldest first; the last one is the user's new prompt. */
  messages: ChatMessage[]
  /** Aborts the provider call: the user pressed Stop, left the page, or the time-out fired. */
  signal?: AbortSignal
  /** Upper bound on the reply's length, in tokens. */
  maxTokens?: number
}

export interface CompletionResult {
  text: string
  /** The model the provider says it used (falls back to the one requested). */
  model: string
  usage: AiUsage | null
}

/**
 * A provider adapter. `complete` returns the whole reply; `stream` yields text deltas as they
 * arrive and returns the final result (text, model, usage) when the provider says it is done.
 * Both throw `AiProviderError` for every failure, never a raw fetch or parse error.
 */
export interface AiProviderAdapter {
  complete(request: CompletionRequest): Promise<CompletionResult>
  stream(request: CompletionRequest): AsyncGenerator<string, CompletionResult, void>
}

/**
 * Why a provider call failed:
 * - `bad_key`: 401/403 from the provider.
 * - `rate_limited`: 429; `retryAfterSeconds` from its Retry-After header when it sent one.
 * - `unavailable`: 5xx from the provider.
 * - `unreachable`: connection refused, DNS failure, TLS error.
 * - `address_refused`: the endpoint is at an address Folio may not call (loopback, private,
 *   metadata…); `host` says which, `forbidden` that OUTBOUND_ALLOW_LIST cannot open it.
 * - `timeout`: no answer (or no next chunk) within the time-out.
 * - `bad_response`: a non-JSON body (an HTML error page), truncated JSON, or JSON without the
 *   reply fields; also any other non-2xx status.
 * - `interrupted`: a stream that ended before the provider said it was done.
 * - `aborted`: the caller's signal fired (Stop); not an error to show.
 */
export type AiProviderErrorKind =
  | 'bad_key'
  | 'rate_limited'
  | 'unavailable'
  | 'unreachable'
  | 'address_refused'
  | 'timeout'
  | 'bad_response'
  | 'interrupted'
  | 'aborted'

export class AiProviderError extends Error {
  constructor(
    readonly kind: AiProviderErrorKind,
    readonly provider: AiProvider,
    message: string,
    readonly options: {
      status?: number
      retryAfterSeconds?: number | null
      host?: string
      forbidden?: boolean
    } = {},
  ) {
    super(message)
    this.name = 'AiProviderError'
  }
}
