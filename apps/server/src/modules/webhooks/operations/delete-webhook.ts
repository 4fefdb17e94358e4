import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { webhookNotFound } from '../webhook-view.js'
import { deleteWebhook as deleteFromDb } from '../webhooks.repository.js'

/** Deletes a webhook with its delivery log and whatever it still had queued. Admins only. */
export async function deleteWebhook(ctx: OperationContext, id: string): Promise<void> {
  const actor = requireActorRole(ctx, 'admin')
  if (!(await deleteFromDb(ctx.db, id))) throw webhookNotFound()
  ctx.logger.info({ webhookId: id, by: actor.userId }, 'webhook deleted')
}
