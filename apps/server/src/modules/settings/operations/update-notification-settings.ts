import type { NotificationSettings, NotificationSettingsInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import {
  NOTIFICATION_SETTINGS_KEY,
  readNotificationSettings,
  withNotificationDefaults,
} from '../notification-settings.js'
import { writeSetting } from '../settings.repository.js'

/**
 * Saves the Settings → Notifications tab. Switches left out keep their saved value, so a form
 * that shows one kind cannot reset the others. Admins.
 */
export async function updateNotificationSettings(
  ctx: OperationContext,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const saved = await readNotificationSettings(trx.db)
    const settings = withNotificationDefaults(
      Object.fromEntries(
        Object.entries(saved).map(([kind, channels]) => [
          kind,
          { ...channels, ...input[kind as keyof NotificationSettingsInput] },
        ]),
      ),
    )
    await writeSetting(trx.db, {
      key: NOTIFICATION_SETTINGS_KEY,
      value: settings,
      updatedAt: nowIso(),
      updatedBy: actor.userId,
    })
    if (JSON.stringify(saved) !== JSON.stringify(settings)) {
      await recordSettingChange(trx.db, actor, {
        area: 'notifications',
        action: 'updated',
        summary: 'Notification defaults changed',
        before: saved,
        after: settings,
      })
    }
    trx.logger.info({ by: actor.userId }, 'notification settings updated')
    return settings
  })
}
