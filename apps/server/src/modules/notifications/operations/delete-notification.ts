import { notificationMessages } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { deleteUserNotification } from '../notifications.repository.js'

/** Removes one of the caller's notifications; someone else's is 404, like a missing one. */
export async function deleteNotification(ctx: OperationContext, id: string): Promise<void> {
  const actor = requireActor(ctx)
  if (!(await deleteUserNotification(ctx.db, actor.userId, id))) {
    throw new AppError('not_found', notificationMessages.notFound)
  }
}
