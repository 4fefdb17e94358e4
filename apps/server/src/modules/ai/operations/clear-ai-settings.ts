import type { AiSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { clearSettingValue } from '../../settings/index.js'
import type { AiOptions } from '../ai-options.js'
import { AI_SETTINGS_KEY, readStoredAiSettings } from '../ai-settings.js'
import { readAiSettings } from './get-ai-settings.js'

/**
 * Forgets Settings → AI, key included: the assistant falls back to the server's built-in
 * provider, or is unavailable without one. Admins.
 */
export async function clearAiSettings(
  ctx: OperationContext,
  options: AiOptions,
): Promise<AiSettings> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const before = await readStoredAiSettings(trx.db)
    if (!before) return
    await clearSettingValue(trx.db, AI_SETTINGS_KEY)
    await recordSettingChange(trx.db, actor, {
      area: 'ai',
      action: 'deleted',
      summary: 'AI settings cleared',
      before: { provider: before.provider, model: before.model, endpoint: before.endpoint },
      after: { apiKey: '(changed)' },
    })
  })
  ctx.logger.info({ by: actor.userId }, 'AI settings cleared')
  return readAiSettings(ctx, options)
}
