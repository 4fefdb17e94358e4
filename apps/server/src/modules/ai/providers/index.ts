/** Folio's AI provider adapters: what the AI operations import. */
export { aiConfigProblem, createAiAdapter, modelFor } from './create-adapter.js'
export { describeAiError, type DescribedAiError } from './describe-ai-error.js'
export {
  AiProviderError,
  type AiProviderAdapter,
  type AiProviderErrorKind,
  type ChatMessage,
  type CompletionRequest,
  type CompletionResult,
  type ResolvedAiConfig,
} from './provider.js'
export { DEFAULT_AI_TIMEOUT_MS } from './provider-http.js'
