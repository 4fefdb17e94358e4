import {
  brokenDeletionRule,
  deleteUserCompletely,
  findUserById,
  userMetadataOf,
} from '../../../auth/index.js'
import type { OperationContext } from '../../../lib/context.js'
import { afterCommit, withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { accountRuleConflict, userNotFound } from '../user-errors.js'

/**
 * Deletes an account with its sessions (signing it out at once), identities, MFA factors
 * and pending email tokens. Admins cannot be deleted; demote them first. Returns the
 * deleted user's avatar URL so the caller can remove the file after commit.
 */
export async function deleteUser(
  ctx: OperationContext,
  userId: string,
): Promise<{ avatarUrl: unknown }> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const user = await findUserById(trx, userId)
    if (!user || user.deleted_at) throw userNotFound()
    const rule = brokenDeletionRule(user)
    if (rule) throw accountRuleConflict(rule)
    await deleteUserCompletely(trx, user.id)
    trx.logger.info({ userId: user.id, by: actor.userId }, 'user deleted')
    await afterCommit(trx, () => trx.live?.accessChanged(user.id))
    return { avatarUrl: userMetadataOf(user).avatar_url }
  })
}
