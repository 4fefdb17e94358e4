import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { deleteAllUserNotifications } from '../notifications.repository.js'

/** Removes every notification of the caller. */
export async function clearNotifications(ctx: OperationContext): Promise<void> {
  const actor = requireActor(ctx)
  await deleteAllUserNotifications(ctx.db, actor.userId)
}
