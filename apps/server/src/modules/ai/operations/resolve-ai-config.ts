import { entitlementMessage } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { hasEntitlement } from '../../billing/index.js'
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

/** What would answer a prompt now. */
export interface AiConfigLookup {
  active: ActiveAiConfig | null
  /** The server has a built-in provider and the plan does not include it. */
  builtinLocked: boolean
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

/**
 * The built-in provider (AI_* variables) when the plan includes it. The one place its
 * entitlement is read: chat, the editor, the status and Settings → AI all come through here,
 * so they never disagree on whether it may answer. The installation's own key is free and is
 * never asked about.
 */
export async function builtinAiConfig(
  ctx: OperationContext,
  options: Pick<AiOptions, 'environment'>,
): Promise<{ config: ResolvedAiConfig | null; locked: boolean }> {
  if (!options.environment) return { config: null, locked: false }
  if (!(await hasEntitlement(ctx, 'builtin_ai'))) return { config: null, locked: true }
  return { config: options.environment, locked: false }
}

/** Settings when they hold a complete configuration, else the built-in provider, else none. */
export async function findAiConfig(
  ctx: OperationContext,
  options: AiOptions,
): Promise<AiConfigLookup> {
  const fromSettings = configFromSettings(ctx, options, await readStoredAiSettings(ctx.db))
  const builtin = await builtinAiConfig(ctx, options)
  if (fromSettings) {
    return { active: { source: 'settings', config: fromSettings }, builtinLocked: builtin.locked }
  }
  return {
    active: builtin.config && { source: 'environment', config: builtin.config },
    builtinLocked: builtin.locked,
  }
}

/**
 * The configuration to call a provider with: `402 payment_required` when only the built-in
 * provider is set up and the plan lacks it, `422 unprocessable` with the spec's "not
 * configured" message when there is none. Internal: callers check permissions.
 */
export async function resolveAiConfig(
  ctx: OperationContext,
  options: AiOptions,
): Promise<ActiveAiConfig> {
  const { active, builtinLocked } = await findAiConfig(ctx, options)
  if (active) return active
  if (builtinLocked) throw new AppError('payment_required', entitlementMessage('builtin_ai'))
  throw notConfigured()
}
