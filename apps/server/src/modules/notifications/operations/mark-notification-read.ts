import { notificationMessages, type AppNotification } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { toNotification } from '../notification-view.js'
import { markNotificationRead as markRead } from '../notifications.repository.js'

/** Marks one of the caller's notifications read; someone else's is 404, like a missing one. */
export async function markNotificationRead(
  ctx: OperationContext,
  id: string,
): Promise<AppNotification> {
  const actor = requireActor(ctx)
  const row = await markRead(ctx.db, actor.userId, id, nowIso())
  if (!row) throw new AppError('not_found', notificationMessages.notFound)
  return toNotification(row)
}
