import { aiProviders } from '@folio/schema'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'

import type { Database } from '../../db/tables.js'
import { readSettingValue } from '../settings/index.js'
import type { AiOptions } from './ai-options.js'
import type { ResolvedAiConfig } from './providers/index.js'

/** The settings key of Settings → AI. */
export const AI_SETTINGS_KEY = 'ai'

/**
 * Settings → AI as stored. The key is sealed (it must be read back to call the provider);
 * its last four characters are kept in clear so an admin can tell which key is set.
 */
const storedAiSettingsSchema = z.object({
  provider: z.enum(aiProviders),
  model: z.string().default(''),
  endpoint: z.string().default(''),
  apiKeySealed: z.string().nullable().default(null),
  apiKeyHint: z.string().nullable().default(null),
  updatedAt: z.string().nullable().default(null),
})
export type StoredAiSettings = z.infer<typeof storedAiSettingsSchema>

/** The saved Settings → AI, or null when never saved (or cleared). */
export async function readStoredAiSettings(db: Kysely<Database>): Promise<StoredAiSettings | null> {
  const stored = await readSettingValue(db, AI_SETTINGS_KEY)
  if (stored === undefined || stored === null) return null
  const parsed = storedAiSettingsSchema.safeParse(stored)
  return parsed.success ? parsed.data : null
}

/**
 * The stored key in clear, or null when there is none. A key sealed under another server
 * secret (FOLIO_SECRET changed, or settings copied from another installation) cannot be opened:
 * it counts as no key, so the admin is asked for it again instead of every prompt failing.
 */
export function openStoredKey(
  options: Pick<AiOptions, 'keyBox'>,
  stored: StoredAiSettings | null,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): string | null {
  if (!stored?.apiKeySealed) return null
  try {
    return options.keyBox.open(stored.apiKeySealed)
  } catch (error) {
    logger.warn({ err: error }, 'the stored AI key cannot be opened with this server secret')
    return null
  }
}

/** The last four characters of a key, enough to recognise it and too few to use it. */
export function keyHint(apiKey: string): string {
  return apiKey.slice(-4)
}

/** A stored configuration with its key, as the adapters take it. */
export function storedConfig(stored: StoredAiSettings, apiKey: string): ResolvedAiConfig {
  return {
    provider: stored.provider,
    apiKey,
    model: stored.model,
    endpoint: stored.endpoint,
  }
}
