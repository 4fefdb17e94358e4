import type { OperationContext } from '../../../lib/context.js'
import type { AiOptions } from '../ai-options.js'
import { notConfigured } from '../ai-errors.js'
import {
  openStoredKey,
  readStoredAiSettings,
  storedConfig,
  type StoredAiSettings,
} from '../ai-settings.js'
import { aiConfigProblem, type ResolvedAiConfig } from '../providers/index.js'

/** The configuration chat and the editor use, and where it comes from. */
export interface ActiveAiConfig {
  source: 'settings' | 'environment'
  config: ResolvedAiConfig
}

/** Settings' configuration with its key, when complete; null otherwise. */
export function configFromSettings(
  ctx: Pick<OperationContext, 'logger'>,
  options: Pick<AiOptions, 'keyBox'>,
  stored: StoredAiSettings | null,
): ResolvedAiConfig | null {
  if (!stored) return null
  const apiKey = openStoredKey(options, stored, ctx.logger)
  if (!apiKey) return null
  const config = storedConfig(stored, apiKey)
  return aiConfigProblem(config) ? null : config
}

/** Settings when they hold a complete configuration, else the environment's, else null. */
export async function findAiConfig(
  ctx: OperationContext,
  options: AiOptions,
): Promise<ActiveAiConfig | null> {
  const fromSettings = configFromSettings(ctx, options, await readStoredAiSettings(ctx.db))
  if (fromSettings) return { source: 'settings', config: fromSettings }
  if (options.environment) return { source: 'environment', config: options.environment }
  return null
}

/**
 * The configuration to call a provider with; `422 unprocessable` with the spec's "not
 * configured" message when there is none. Internal: callers check permissions.
 */
export async function resolveAiConfig(
  ctx: OperationContext,
  options: AiOptions,
): Promise<ActiveAiConfig> {
  const found = await findAiConfig(ctx, options)
  if (!found) throw notConfigured()
  return found
}
