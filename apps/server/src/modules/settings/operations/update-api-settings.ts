import type { ApiSettings } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { API_SETTINGS_KEY, forgetCachedApiSettings, readApiSettings } from '../api-settings.js'
import { writeSetting } from '../settings.repository.js'

/**
 * Saves the Settings → API tab. Turning access off refuses every key within a second on
 * every instance (see cachedApiSettings); signed-in users are unaffected. Admins.
 */
export async function updateApiSettings(
  ctx: OperationContext,
  input: ApiSettings,
): Promise<ApiSettings> {
  const actor = accessOf(ctx).requireRole('admin')
  // The same origin twice would only make the list longer.
  const settings: ApiSettings = {
    enabled: input.enabled,
    allowedOrigins: [...new Set(input.allowedOrigins)],
  }
  await withTransaction(ctx, async (trx) => {
    const before = await readApiSettings(trx.db)
    await writeSetting(trx.db, {
      key: API_SETTINGS_KEY,
      value: settings,
      updatedAt: nowIso(),
      updatedBy: actor.userId,
    })
    if (JSON.stringify(before) !== JSON.stringify(settings)) {
      await recordSettingChange(trx.db, actor, {
        area: 'api',
        action: 'updated',
        summary:
          before.enabled !== settings.enabled
            ? `API access turned ${settings.enabled ? 'on' : 'off'}`
            : 'Allowed origins changed',
        before,
        after: settings,
      })
    }
  })
  forgetCachedApiSettings(ctx.db)
  ctx.logger.info({ enabled: settings.enabled, by: actor.userId }, 'API settings updated')
  return settings
}
