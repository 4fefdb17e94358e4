import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { apiKeyNotFound } from '../api-key-view.js'
import { deleteApiKey } from '../api-keys.repository.js'

/** Deletes a key: its next request is refused with 401. Admins. */
export async function revokeApiKey(ctx: OperationContext, id: string): Promise<void> {
  const actor = requireActorRole(ctx, 'admin')
  if (!(await deleteApiKey(ctx.db, id))) throw apiKeyNotFound()
  ctx.logger.info({ apiKeyId: id, by: actor.userId }, 'API key revoked')
}
