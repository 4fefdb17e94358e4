import type { NotificationSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { readNotificationSettings } from '../notification-settings.js'

/** The Settings → Notifications tab: per kind, in the app and by email. Admins. */
export async function getNotificationSettings(
  ctx: OperationContext,
): Promise<NotificationSettings> {
  accessOf(ctx).requireRole('admin')
  return readNotificationSettings(ctx.db)
}
