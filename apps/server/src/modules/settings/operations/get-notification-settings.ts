import type { NotificationSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { readNotificationSettings } from '../notification-settings.js'

/** The Settings → Notifications tab: per kind, in the app and by email. Admins. */
export async function getNotificationSettings(
  ctx: OperationContext,
): Promise<NotificationSettings> {
  requireActorRole(ctx, 'admin')
  return readNotificationSettings(ctx.db)
}
