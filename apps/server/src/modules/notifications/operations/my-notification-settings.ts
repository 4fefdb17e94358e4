import type { MyNotificationSettings, NotificationSettingsInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { withTransaction } from '../../../lib/transaction.js'
import { readNotificationSettings } from '../../settings/index.js'
import { findUserMetadata, saveUserMetadata } from '../notifications.repository.js'
import {
  ownSwitches,
  parseMetadata,
  USER_NOTIFICATIONS_KEY,
} from '../user-notification-settings.js'

/** The signed-in person's notification switches. Anyone signed in, for themselves. */
export async function getMyNotificationSettings(
  ctx: OperationContext,
): Promise<MyNotificationSettings> {
  const actor = requireActor(ctx)
  const [defaults, metadata] = await Promise.all([
    readNotificationSettings(ctx.db),
    findUserMetadata(ctx.db, actor.userId),
  ])
  const own = ownSwitches(metadata)
  return { settings: own ?? defaults, defaults, custom: own !== null }
}

/**
 * Saves the person's own switches over what reaches them now; kinds left out keep their value.
 * `reset` goes back to following the installation's defaults.
 */
export async function updateMyNotificationSettings(
  ctx: OperationContext,
  input: NotificationSettingsInput | 'reset',
): Promise<MyNotificationSettings> {
  const actor = requireActor(ctx)
  return withTransaction(ctx, async (trx) => {
    const defaults = await readNotificationSettings(trx.db)
    const metadata = parseMetadata(await findUserMetadata(trx.db, actor.userId))
    if (input === 'reset') {
      delete metadata[USER_NOTIFICATIONS_KEY]
    } else {
      const current = ownSwitches(JSON.stringify(metadata)) ?? defaults
      metadata[USER_NOTIFICATIONS_KEY] = Object.fromEntries(
        Object.entries(current).map(([kind, channels]) => [
          kind,
          { ...channels, ...input[kind as keyof NotificationSettingsInput] },
        ]),
      )
    }
    await saveUserMetadata(trx.db, actor.userId, JSON.stringify(metadata), nowIso())
    const own = ownSwitches(JSON.stringify(metadata))
    return { settings: own ?? defaults, defaults, custom: own !== null }
  })
}
