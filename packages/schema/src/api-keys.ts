import { z } from 'zod'

import { commonMessages } from './common.js'

/**
 * What an API key may do. `read` keys see published content only and cannot write;
 * `read_write` keys act like an editor on the delivery endpoints.
 */
export const apiKeyScopes = ['read', 'read_write'] as const
export type ApiKeyScope = (typeof apiKeyScopes)[number]

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  read: 'Read-only',
  read_write: 'Read-write',
}

/** Every secret starts with this, so leaked keys are easy to recognise and grep for. */
export const API_KEY_PREFIX = 'folio_'
/** Characters of the secret kept in clear (after API_KEY_PREFIX) so a list can tell keys apart. */
export const API_KEY_VISIBLE_CHARS = 8

export const apiKeyMessages = {
  nameRequired: commonMessages.nameRequired,
  missing: 'Send an API key as "Authorization: Bearer <key>"',
  invalid: 'This API key is not valid. It may have been revoked or regenerated.',
  disabled:
    'API access is disabled for this installation. An admin can enable it in Settings → API.',
  readOnly: 'This API key is read-only: it cannot create, change or delete content',
  notForKeys: 'API keys can only call the content delivery API; sign in to use this endpoint',
  originInvalid: 'Each allowed origin must be a URL such as https://example.com, or *',
  notFound: 'API key not found. It may have been revoked.',
} as const

/** An API key as the Settings → API tab lists it. The secret itself is never listed. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  /** The first characters of the secret, e.g. `folio_ab12cd34`. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
})
export type ApiKey = z.infer<typeof apiKeySchema>

/** The answer to creating or regenerating a key: the only time the secret is shown. */
export const apiKeyWithSecretSchema = apiKeySchema.extend({ secret: z.string() })
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>

/** `POST /api/v1/api-keys` */
export const apiKeyInputSchema = z.object({
  name: z.string().trim().min(1, apiKeyMessages.nameRequired).max(100),
  scope: z.enum(apiKeyScopes).default('read'),
})
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>

const originPattern = /^https?:\/\/[^/\s?#]+$/

/** Splits the comma list of the settings form into clean origins (no trailing slash). */
export function parseOriginList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean)
}

/** Installation-wide delivery API settings (Settings → API tab). */
export const apiSettingsSchema = z.object({
  /** Off: every API key is refused with 403; signed-in users are unaffected. */
  enabled: z.boolean(),
  /** Origins whose browsers may call the API with a key (CORS); `*` allows any. */
  allowedOrigins: z.array(z.string()),
})
export type ApiSettings = z.infer<typeof apiSettingsSchema>

/** `PUT /api/v1/settings/api` */
export const apiSettingsInputSchema = z.object({
  enabled: z.boolean(),
  allowedOrigins: z
    .array(
      z
        .string()
        .trim()
        .transform((origin) => origin.replace(/\/+$/, ''))
        .refine((origin) => origin === '*' || originPattern.test(origin), {
          message: apiKeyMessages.originInvalid,
        }),
    )
    .max(50),
})
export type ApiSettingsInput = z.input<typeof apiSettingsInputSchema>
