import type { AiSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import type { AiOptions } from '../ai-options.js'
import { openStoredKey, readStoredAiSettings, storedConfig } from '../ai-settings.js'
import { aiConfigProblem, modelFor } from '../providers/index.js'
import { builtinAiConfig } from './resolve-ai-config.js'

/** Settings → AI as an admin sees it: never the key, only whether there is one and its end. */
export async function getAiSettings(
  ctx: OperationContext,
  options: AiOptions,
): Promise<AiSettings> {
  accessOf(ctx).requireRole('admin')
  return readAiSettings(ctx, options)
}

/** Settings → AI without the permission check, for the operations that change it. */
export async function readAiSettings(
  ctx: OperationContext,
  options: AiOptions,
): Promise<AiSettings> {
  const stored = await readStoredAiSettings(ctx.db)
  const apiKey = openStoredKey(options, stored, ctx.logger)
  const isConfigured = Boolean(stored && apiKey && !aiConfigProblem(storedConfig(stored, apiKey)))
  const environment = options.environment
  const builtin = await builtinAiConfig(ctx, options)
  let source: AiSettings['source'] = 'none'
  if (isConfigured) source = 'settings'
  else if (builtin.config) source = 'environment'
  return {
    // A new installation starts on Grok (spec section 8), unconfigured.
    provider: stored?.provider ?? 'grok',
    model: stored?.model ?? '',
    endpoint: stored?.endpoint ?? '',
    hasApiKey: apiKey !== null,
    apiKeyHint: apiKey === null ? null : (stored?.apiKeyHint ?? null),
    isConfigured,
    source,
    // Named even while locked, so the admin knows what Premium would switch on.
    environment: environment
      ? { provider: environment.provider, model: modelFor(environment) }
      : null,
    builtinLocked: builtin.locked,
    updatedAt: stored?.updatedAt ?? null,
  }
}
