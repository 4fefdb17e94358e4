import { z } from 'zod'

/**
 * The AI assistant: provider configuration (Settings → AI), chat conversations, saved replies,
 * editor actions and token usage. Providers are called by the server only; the browser never
 * sees a key.
 */

/** Spec section 5: the providers an installation can use. */
export const aiProviders = ['grok', 'openai', 'anthropic', 'mistral', 'custom'] as const
export type AiProvider = (typeof aiProviders)[number]

/** How each provider is named on screen and in messages. */
export const aiProviderLabels: Record<AiProvider, string> = {
  grok: 'Grok',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  mistral: 'Mistral',
  custom: 'Custom',
}

/** Spec section 9: the model used when the configuration names none. */
export const aiDefaultModels: Record<Exclude<AiProvider, 'custom'>, string> = {
  grok: 'grok-1',
  openai: 'gpt-4',
  anthropic: 'claude-3-opus-20240229',
  mistral: 'mistral-large-latest',
}

/** Models offered as suggestions in the model field; any model name may be typed. */
export const aiModelSuggestions: Record<AiProvider, readonly string[]> = {
  grok: ['grok-1', 'grok-2-latest', 'grok-3', 'grok-3-mini'],
  openai: ['gpt-4', 'gpt-4o', 'gpt-4o-mini', 'gpt-4.1', 'gpt-4.1-mini'],
  anthropic: [
    'claude-3-opus-20240229',
    'claude-3-5-sonnet-latest',
    'claude-3-5-haiku-latest',
    'claude-sonnet-4-0',
  ],
  mistral: ['mistral-large-latest', 'mistral-medium-latest', 'mistral-small-latest'],
  custom: [],
}

/**
 * The API base URL of each provider; the adapter adds `/chat/completions` (OpenAI wire protocol:
 * grok, openai, mistral) or `/messages` (Anthropic). Settings may override the base URL.
 */
export const aiDefaultBaseUrls: Record<Exclude<AiProvider, 'custom'>, string> = {
  grok: 'https://api.x.ai/v1',
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  mistral: 'https://api.mistral.ai/v1',
}

/** Spec section 9: the `anthropic-version` header value. */
export const ANTHROPIC_VERSION = '2023-06-01'

/** The longest prompt the assistant accepts, in characters. */
export const AI_PROMPT_MAX = 10_000
/** The longest text an editor action (rewrite, translate…) accepts, in characters. */
export const AI_ASSIST_TEXT_MAX = 20_000
export const AI_API_KEY_MAX = 500
export const AI_MODEL_MAX = 200
export const AI_ENDPOINT_MAX = 2000
export const AI_CONVERSATION_TITLE_MAX = 120

/** A subject at the start of a sentence: "the custom endpoint at …" → "The custom endpoint at …". */
const sentence = (subject: string) => subject.charAt(0).toUpperCase() + subject.slice(1)

/**
 * How AI error messages name what failed: the provider's name ("OpenAI"), with the address when
 * the admin set one ("OpenAI at http://10.0.0.5:8000/v1"), and a custom endpoint by its address
 * ("the custom endpoint at https://llm.example.com/v1/chat"). `address` must hold no credentials.
 */
export function aiProviderSubject(provider: AiProvider, address: string): string {
  if (provider === 'custom')
    return address ? `the custom endpoint at ${address}` : 'the custom endpoint'
  return address ? `${aiProviderLabels[provider]} at ${address}` : aiProviderLabels[provider]
}

/** Spec section 8: every AI message, exactly. */
export const aiMessages = {
  /** One per provider: "OpenAI API key is required". */
  apiKeyRequired: (provider: Exclude<AiProvider, 'custom'>) =>
    `${aiProviderLabels[provider]} API key is required`,
  customRequired: 'Custom API endpoint and key are required',
  unsupportedProvider: 'Unsupported AI provider',
  promptRequired: 'Please enter a prompt',
  promptTooLong: `Prompts can be at most ${AI_PROMPT_MAX.toLocaleString('en-US')} characters`,
  textTooLong: `The text can be at most ${AI_ASSIST_TEXT_MAX.toLocaleString('en-US')} characters`,
  endpointInvalid: 'Endpoint must be a valid http:// or https:// URL',
  notConfigured: 'The AI assistant is not configured. An admin can set it up in Settings → AI.',
  /**
   * Why a provider call failed, naming what the admin configured: the provider, and for a custom
   * endpoint (or a base URL override) its address, as `aiProviderSubject` words it. The key is
   * never part of it.
   */
  reasons: {
    badKey: (subject: string) =>
      `${sentence(subject)} refused the API key. Check the key in Settings → AI.`,
    rateLimited: (subject: string, seconds: number | null) =>
      seconds === null
        ? `${sentence(subject)} is rate limiting requests. Try again shortly.`
        : `${sentence(subject)} is rate limiting requests. Try again in ${seconds} s.`,
    unavailable: (subject: string, status: number | null) =>
      `${sentence(subject)} is having problems${status ? ` (error ${status})` : ''}. Try again in a moment.`,
    unreachable: (subject: string) =>
      `Could not reach ${subject}. Check that it is running and that its address in Settings → AI is right.`,
    /** The endpoint is on this machine or a private network, which the server does not call. */
    addressNotAllowed: (subject: string, host: string) =>
      `The address of ${subject} is not allowed: ${host}. ` +
      'To use a server on this machine or network, add it to OUTBOUND_ALLOW_LIST on the server.',
    /** Link-local and cloud-metadata addresses, which no allow-list opens. */
    addressForbidden: (subject: string, host: string) =>
      `The address of ${subject} is not allowed: ${host}. ` +
      'Link-local and cloud metadata addresses are never called.',
    timedOut: (subject: string) =>
      `${sentence(subject)} took too long to answer. Try again in a moment.`,
    badResponse: (subject: string) =>
      `${sentence(subject)} answered something that is not a completion. Check that its address in Settings → AI points at a chat API.`,
    interrupted: (subject: string) =>
      `${sentence(subject)} stopped answering mid-reply. Try again.`,
  },
  settingsSaved: 'AI settings saved',
  saved: 'Saved to Saved Content',
  alreadySaved: 'This reply is already saved',
  onlyCompleteReplies: 'Only a complete reply can be saved',
  conversationNotFound: 'Conversation not found',
  savedNotFound: 'Saved content not found',
  messageNotFound: 'Message not found',
} as const

// ---------------------------------------------------------------------------------------------
// Configuration (Settings → AI)

/** Where the configuration in use comes from: Settings, the server's environment, or nowhere. */
export const aiConfigSources = ['settings', 'environment', 'none'] as const
export type AiConfigSource = (typeof aiConfigSources)[number]

/** Settings → AI as the server answers it. The key itself never leaves the server. */
export const aiSettingsSchema = z.object({
  provider: z.enum(aiProviders),
  model: z.string(),
  /** The custom endpoint, or a base URL override for the others; '' when not set. */
  endpoint: z.string(),
  /** Whether Settings hold a key, and its last four characters to recognise it by. */
  hasApiKey: z.boolean(),
  apiKeyHint: z.string().nullable(),
  /** True when Settings hold a complete configuration (key, and endpoint for custom). */
  isConfigured: z.boolean(),
  /** Which configuration chat and the editor use now. */
  source: z.enum(aiConfigSources),
  /** The server-wide provider set by environment variables (the built-in assistant), if any. */
  environment: z.object({ provider: z.enum(aiProviders), model: z.string() }).nullable(),
  /**
   * True when the server has a built-in assistant and the plan does not include it (Premium).
   * Without a key in Settings, chat and the editor then answer 402 until one is saved or the
   * plan changes.
   */
  builtinLocked: z.boolean(),
  updatedAt: z.string().nullable(),
})
export type AiSettings = z.infer<typeof aiSettingsSchema>

/**
 * Saving Settings → AI. Leave `apiKey` out to keep the stored key; send a new one to replace
 * it. `model` '' means the provider's default. The checks and their messages follow spec
 * section 5, in order: provider, then key (and endpoint for custom).
 */
export const aiSettingsInputSchema = z.object({
  provider: z.enum(aiProviders, { error: aiMessages.unsupportedProvider }),
  apiKey: z
    .string()
    .trim()
    .max(AI_API_KEY_MAX, { error: `At most ${AI_API_KEY_MAX} characters` })
    .optional(),
  model: z
    .string()
    .trim()
    .max(AI_MODEL_MAX, { error: `At most ${AI_MODEL_MAX} characters` })
    .default(''),
  endpoint: z
    .string()
    .trim()
    .max(AI_ENDPOINT_MAX, { error: `At most ${AI_ENDPOINT_MAX} characters` })
    .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(value), {
      error: aiMessages.endpointInvalid,
    })
    .default(''),
})
export type AiSettingsInput = z.input<typeof aiSettingsInputSchema>

/** "Test connection": the form's values (key optional: the stored one is used). */
export const aiTestConnectionInputSchema = aiSettingsInputSchema
export const aiTestConnectionResultSchema = z.object({
  ok: z.literal(true),
  provider: z.enum(aiProviders),
  model: z.string(),
  latencyMs: z.number(),
  /** The first words of the reply to a tiny prompt, so the admin sees the model answer. */
  sample: z.string(),
})
export type AiTestConnectionResult = z.infer<typeof aiTestConnectionResultSchema>

/** `GET /api/v1/ai/status`: whether editors can use the assistant now, and with what. */
export const aiStatusSchema = z.object({
  available: z.boolean(),
  source: z.enum(aiConfigSources),
  provider: z.enum(aiProviders).nullable(),
  model: z.string().nullable(),
  /**
   * The server's built-in assistant needs Premium on this plan; when not `available`, that is
   * why (the installation has no key of its own).
   */
  builtinLocked: z.boolean(),
})
export type AiStatus = z.infer<typeof aiStatusSchema>

// ---------------------------------------------------------------------------------------------
// Chat

export const aiUsageSchema = z.object({
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
})
export type AiUsage = z.infer<typeof aiUsageSchema>

/** `complete` replies can be saved; `stopped` ones were cut short by the user; `error` failed. */
export const aiMessageStatuses = ['complete', 'stopped', 'error'] as const
export type AiMessageStatus = (typeof aiMessageStatuses)[number]

export const aiMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: z.enum(aiMessageStatuses),
  /** Why an `error` reply failed, in words for the user. */
  error: z.string().nullable(),
  provider: z.enum(aiProviders).nullable(),
  model: z.string().nullable(),
  usage: aiUsageSchema.nullable(),
  /** The Saved Content entry made from this reply, if any. */
  savedId: z.string().nullable(),
  createdAt: z.string(),
})
export type AiMessage = z.infer<typeof aiMessageSchema>

export const aiConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AiConversation = z.infer<typeof aiConversationSchema>

export const aiConversationDetailSchema = aiConversationSchema.extend({
  messages: z.array(aiMessageSchema),
})
export type AiConversationDetail = z.infer<typeof aiConversationDetailSchema>

/** A new conversation; the title defaults to the first prompt's opening words. */
export const createAiConversationInputSchema = z.object({
  title: z
    .string()
    .trim()
    .max(AI_CONVERSATION_TITLE_MAX, { error: `At most ${AI_CONVERSATION_TITLE_MAX} characters` })
    .optional(),
})
export const renameAiConversationInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Title is required' })
    .max(AI_CONVERSATION_TITLE_MAX, { error: `At most ${AI_CONVERSATION_TITLE_MAX} characters` }),
})

/** A prompt: not empty, not whitespace only, not longer than `AI_PROMPT_MAX`. */
export const aiPromptSchema = z
  .string({ error: aiMessages.promptRequired })
  .trim()
  .min(1, { error: aiMessages.promptRequired })
  .max(AI_PROMPT_MAX, { error: aiMessages.promptTooLong })

export const sendAiMessageInputSchema = z.object({ prompt: aiPromptSchema })

/**
 * `POST /api/v1/ai/conversations/{id}/messages` answers `application/x-ndjson`: one JSON
 * event per line, in this order: `start` (both messages as stored, the reply still empty),
 * any number of `delta` (text to append), then exactly one of `done` (the reply as stored) or
 * `error` (the reply as stored with status `error`, and the message to show). A client that
 * disconnects stops the provider call; the reply is then stored with status `stopped`.
 */
export const aiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), userMessage: aiMessageSchema, reply: aiMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), reply: aiMessageSchema }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    reply: aiMessageSchema.nullable(),
  }),
])
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>

// ---------------------------------------------------------------------------------------------
// Saved content

export const aiSavedContentSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  content: z.string(),
  /** The reply it was saved from, while that conversation still exists. */
  messageId: z.string().nullable(),
  createdAt: z.string(),
})
export type AiSavedContent = z.infer<typeof aiSavedContentSchema>

/** Save a complete reply of one's own conversation. */
export const saveAiMessageInputSchema = z.object({ messageId: z.string().min(1) })

export const listAiSavedQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
})

// ---------------------------------------------------------------------------------------------
// AI in the editor

export const aiAssistActions = [
  'draft',
  'rewrite',
  'shorten',
  'expand',
  'fix-grammar',
  'translate',
  'seo-description',
] as const
export type AiAssistAction = (typeof aiAssistActions)[number]

export const aiAssistActionLabels: Record<AiAssistAction, string> = {
  draft: 'Draft from a prompt',
  rewrite: 'Rewrite',
  shorten: 'Shorten',
  expand: 'Expand',
  'fix-grammar': 'Fix grammar',
  translate: 'Translate',
  'seo-description': 'Write SEO description',
}

/**
 * `POST /api/v1/ai/assist`. `text` is the field's current value (HTML for rich text);
 * `draft` needs `prompt`, `translate` needs `targetLocale` (a configured language), and
 * `seo-description` reads `context` (the item's title and field values).
 */
export const aiAssistInputSchema = z
  .object({
    action: z.enum(aiAssistActions),
    text: z.string().max(AI_ASSIST_TEXT_MAX, { error: aiMessages.textTooLong }).default(''),
    format: z.enum(['text', 'html']).default('text'),
    prompt: z.string().trim().max(AI_PROMPT_MAX, { error: aiMessages.promptTooLong }).optional(),
    targetLocale: z.string().trim().max(35).optional(),
    context: z
      .object({
        title: z.string().max(500).default(''),
        fields: z.record(z.string(), z.unknown()).default({}),
      })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'draft' && !input.prompt) {
      ctx.addIssue({ code: 'custom', path: ['prompt'], message: aiMessages.promptRequired })
    }
    if (input.action === 'translate' && !input.targetLocale) {
      ctx.addIssue({ code: 'custom', path: ['targetLocale'], message: 'Choose a language' })
    }
    const needsText = !['draft', 'seo-description'].includes(input.action)
    if (needsText && input.text.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'There is no text to work on' })
    }
  })
export type AiAssistInput = z.input<typeof aiAssistInputSchema>

export const aiAssistResultSchema = z.object({
  text: z.string(),
  format: z.enum(['text', 'html']),
  provider: z.enum(aiProviders),
  model: z.string(),
  usage: aiUsageSchema.nullable(),
})
export type AiAssistResult = z.infer<typeof aiAssistResultSchema>

// ---------------------------------------------------------------------------------------------
// Usage (Settings → AI)

export const aiUsageQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
})

export const aiUsageReportSchema = z.object({
  days: z.number().int(),
  totals: aiUsageSchema.extend({ requests: z.number().int() }),
  /** One entry per day of the window, oldest first, zeros included (for the chart). */
  byDay: z.array(aiUsageSchema.extend({ date: z.string(), requests: z.number().int() })),
  /** People who used the assistant in the window, most tokens first. */
  byUser: z.array(
    aiUsageSchema.extend({
      userId: z.string().nullable(),
      name: z.string(),
      email: z.string().nullable(),
      requests: z.number().int(),
    }),
  ),
})
export type AiUsageReport = z.infer<typeof aiUsageReportSchema>
