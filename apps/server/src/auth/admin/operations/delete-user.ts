import { withTransaction } from '../../../lib/transaction.js'
import type { AuthContext } from '../../auth-context.js'
import { findUserById } from '../../repositories/users.repository.js'
import { userMetadataOf } from '../../serializers/user-json.js'
import { brokenDeletionRule } from '../account-rules.js'
import { accountRuleError, assertAdmin, userNotFound } from '../admin-context.js'
import { deleteUserCompletely } from '../admin-users.repository.js'

/**
 * DELETE /admin/users/{id}: removes the account with its sessions, identities, factors and
 * pending email tokens. Admins cannot be deleted (demote them first). Returns the deleted
 * user's `avatar_url`, whose file the caller may clean up once the transaction committed.
 * `should_soft_delete` is accepted and treated as a hard delete: Folio keeps no tombstones.
 */
export async function deleteUser(
  ctx: AuthContext,
  userId: string,
): Promise<{ avatarUrl: string | null }> {
  const actor = assertAdmin(ctx)
  return withTransaction(ctx, async (trx) => {
    const user = await findUserById(trx.db, userId)
    if (!user || user.deleted_at) throw userNotFound()
    const rule = brokenDeletionRule(user)
    if (rule) throw accountRuleError(rule)
    await deleteUserCompletely(trx.db, user.id)
    trx.logger.info({ userId: user.id, by: actor.userId }, 'user deleted by admin')
    const avatar = userMetadataOf(user).avatar_url
    return { avatarUrl: typeof avatar === 'string' ? avatar : null }
  })
}
