import { withTransaction } from '../../../lib/transaction.js'
import type { AuthContext } from '../../auth-context.js'
import { validationFailed } from '../../auth-error.js'
import { createUser as createAccount, normalizeEmail } from '../../operations/create-user.js'
import { getUserJson } from '../../operations/get-user-json.js'
import { appMetadataOf, type AppMetadata, type UserJson } from '../../serializers/user-json.js'
import { assertAdmin } from '../admin-context.js'
import {
  assertFolioMetadata,
  mergeMetadata,
  parseBanDuration,
  passwordHashFrom,
  type AdminUserAttributes,
} from '../admin-attributes.js'
import { accessFor, applyAccess } from './apply-access.js'

/**
 * POST /admin/users: creates an account directly, confirmed when `email_confirm` is set and
 * sending no email. Role and status come from app_metadata; without a role the account is a
 * viewer (or the admin, on an installation that has none).
 */
export async function createUser(
  ctx: AuthContext,
  attributes: AdminUserAttributes,
): Promise<UserJson> {
  assertAdmin(ctx)
  if (attributes.phone) throw validationFailed('Phone numbers are not supported')
  if (!attributes.email) {
    throw validationFailed('Cannot create a user without either an email or phone')
  }
  const email = normalizeEmail(attributes.email)
  const patch = mergeMetadata({}, attributes.app_metadata)
  assertFolioMetadata(patch)
  const ban = parseBanDuration(attributes.ban_duration)

  // argon2 takes a while: hash before the transaction holds a connection.
  const passwordHash = await passwordHashFrom(attributes)

  return withTransaction(ctx, async (trx) => {
    let user = await createAccount(trx, {
      email,
      password: null,
      passwordHash,
      role: patch.role as AppMetadata['role'] | undefined,
      emailConfirmed: attributes.email_confirm === true,
      userMetadata: mergeMetadata({}, attributes.user_metadata),
    })
    const suspended = ban ? ban.ban : patch.status === 'suspended'
    const access = accessFor(user, { role: appMetadataOf(user).role, suspended })
    const extra = Object.keys(patch).length > 0 || suspended
    if (extra) {
      user = await applyAccess(trx, user, {
        appMetadata: { ...access.appMetadata, ...patch, status: access.appMetadata.status },
        bannedUntil: ban?.ban ? ban.until.toISOString() : access.bannedUntil,
      })
    }
    trx.logger.info({ userId: user.id, by: trx.actor?.userId }, 'user created by admin')
    return getUserJson(trx, user)
  })
}
