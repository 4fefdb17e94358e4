import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { markAllNotificationsRead as markAllRead } from '../notifications.repository.js'

/** Marks every notification of the caller read. */
export async function markAllNotificationsRead(ctx: OperationContext): Promise<void> {
  const actor = requireActor(ctx)
  await markAllRead(ctx.db, actor.userId, nowIso())
}
