import { aiProviderLabels, type AiSettings, type aiSettingsInputSchema } from '@folio/schema'
import type { z } from 'zod'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { saveSettingValue } from '../../settings/index.js'
import type { AiOptions } from '../ai-options.js'
import { configProblem } from '../ai-errors.js'
import {
  AI_SETTINGS_KEY,
  keyHint,
  openStoredKey,
  readStoredAiSettings,
  type StoredAiSettings,
} from '../ai-settings.js'
import { aiConfigProblem } from '../providers/index.js'
import { readAiSettings } from './get-ai-settings.js'

/** Settings → AI's form as the schema parsed it (trimmed, defaults filled in). */
export type AiSettingsValues = z.output<typeof aiSettingsInputSchema>

/** What the audit log keeps of a configuration: never the key. */
function forAudit(settings: Pick<StoredAiSettings, 'provider' | 'model' | 'endpoint'>) {
  return { provider: settings.provider, model: settings.model, endpoint: settings.endpoint }
}

/**
 * Saves Settings → AI. A new key replaces the stored one (sealed); without one the stored key
 * is kept. The configuration must be usable with that key, or the save is refused with the
 * spec's message on the field to fix. Admins.
 */
export async function updateAiSettings(
  ctx: OperationContext,
  options: AiOptions,
  input: AiSettingsValues,
): Promise<AiSettings> {
  const actor = accessOf(ctx).requireRole('admin')
  const newKey = input.apiKey || null
  await withTransaction(ctx, async (trx) => {
    const before = await readStoredAiSettings(trx.db)
    const apiKey = newKey ?? openStoredKey(options, before, trx.logger) ?? ''
    const problem = aiConfigProblem({ ...input, apiKey })
    if (problem) throw configProblem(problem, { ...input, apiKey })

    const now = nowIso()
    const settings: StoredAiSettings = {
      provider: input.provider,
      model: input.model,
      endpoint: input.endpoint,
      apiKeySealed: newKey ? options.keyBox.seal(newKey) : (before?.apiKeySealed ?? null),
      apiKeyHint: newKey ? keyHint(newKey) : (before?.apiKeyHint ?? null),
      updatedAt: now,
    }
    await saveSettingValue(trx.db, {
      key: AI_SETTINGS_KEY,
      value: settings,
      updatedAt: now,
      updatedBy: actor.userId,
    })
    const unchanged =
      before && !newKey && JSON.stringify(forAudit(before)) === JSON.stringify(forAudit(settings))
    if (!unchanged) {
      const model = settings.model ? `, model ${settings.model}` : ''
      await recordSettingChange(trx.db, actor, {
        area: 'ai',
        action: before ? 'updated' : 'created',
        summary: `AI provider set to ${aiProviderLabels[settings.provider]}${model}${newKey ? ', new API key' : ''}`,
        ...(before && { before: forAudit(before) }),
        after: { ...forAudit(settings), apiKey: newKey ? '(changed)' : '(unchanged)' },
      })
    }
  })
  ctx.logger.info({ provider: input.provider, by: actor.userId }, 'AI settings updated')
  return readAiSettings(ctx, options)
}
