import type { Updateable } from 'kysely'

import type { UserTable } from '../../../db/tables.js'
import { nowIso } from '../../../lib/clock.js'
import { withTransaction } from '../../../lib/transaction.js'
import type { AuthContext } from '../../auth-context.js'
import { AuthError, validationFailed } from '../../auth-error.js'
import { normalizeEmail } from '../../operations/create-user.js'
import { getUserJson } from '../../operations/get-user-json.js'
import {
  findUserByEmail,
  findUserById,
  listIdentities,
  updateIdentities,
} from '../../repositories/users.repository.js'
import {
  appMetadataOf,
  userMetadataOf,
  type AppMetadata,
  type UserJson,
} from '../../serializers/user-json.js'
import { brokenAccessRule } from '../account-rules.js'
import { accountRuleError, assertAdmin, userNotFound } from '../admin-context.js'
import {
  assertFolioMetadata,
  mergeMetadata,
  parseBanDuration,
  passwordHashFrom,
  type AdminUserAttributes,
} from '../admin-attributes.js'
import { accessFor, applyAccess } from './apply-access.js'

/**
 * PUT /admin/users/{id}. Email and password change at once (no confirmation mail), metadata
 * merges shallowly with null deleting a key, and `ban_duration` bans (`"none"` lifts it).
 * A ban is a Folio suspension: status `suspended`, and every session of the user ends now.
 * Folio's account rules hold: the last admin stays an active admin, and an admin does not
 * change their own role or status.
 */
export async function updateUser(
  ctx: AuthContext,
  userId: string,
  attributes: AdminUserAttributes,
): Promise<UserJson> {
  const actor = assertAdmin(ctx)
  if (attributes.phone) throw validationFailed('Phone numbers are not supported')
  const email = attributes.email ? normalizeEmail(attributes.email) : undefined
  const ban = parseBanDuration(attributes.ban_duration)
  // argon2 takes a while: hash before the transaction holds a connection.
  const passwordHash = await passwordHashFrom(attributes)

  return withTransaction(ctx, async (trx) => {
    const user = await findUserById(trx.db, userId)
    if (!user || user.deleted_at) throw userNotFound()
    const now = nowIso()
    const changes: Updateable<UserTable> = {}

    // 1. Credentials and profile.
    if (email && email !== user.email) {
      const owner = await findUserByEmail(trx.db, email)
      if (owner && owner.id !== user.id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      changes.email = email
      changes.email_change = null
      const [identity] = await listIdentities(trx.db, user.id)
      const data = identity ? (JSON.parse(identity.identity_data) as Record<string, unknown>) : {}
      await updateIdentities(trx.db, user.id, {
        email,
        identity_data: JSON.stringify({ ...data, email }),
        updated_at: now,
      })
    }
    if (passwordHash) changes.encrypted_password = passwordHash
    if (attributes.email_confirm === true && !user.email_confirmed_at) {
      changes.email_confirmed_at = now
    }
    if (attributes.user_metadata !== undefined) {
      const merged = mergeMetadata(userMetadataOf(user), attributes.user_metadata)
      changes.raw_user_meta_data = JSON.stringify(merged)
    }

    // 2. Access: app_metadata (role, status) and the ban, which move together.
    const merged = mergeMetadata(
      JSON.parse(user.raw_app_meta_data) as Record<string, unknown>,
      attributes.app_metadata,
    )
    assertFolioMetadata(merged)
    const role = (merged.role as AppMetadata['role'] | undefined) ?? 'viewer'
    const statusPatch = attributes.app_metadata?.status
    // A Folio suspension (status) lasts until an admin lifts it; a GoTrue `ban_duration` only
    // sets `banned_until`, so a timed ban ends by itself. "none" lifts both.
    const suspended =
      ban?.ban === false
        ? false
        : statusPatch !== undefined
          ? statusPatch === 'suspended'
          : appMetadataOf(user).status === 'suspended'
    const bannedUntil = ban
      ? ban.ban
        ? ban.until.toISOString()
        : null
      : statusPatch !== undefined
        ? accessFor(user, { role, suspended }).bannedUntil
        : user.banned_until
    // For the access rules (last admin, oneself) a running ban counts as a suspension.
    const blocked = suspended || (bannedUntil !== null && Date.parse(bannedUntil) > Date.now())
    const rule = await brokenAccessRule(trx, {
      actorId: actor.userId,
      target: user,
      next: { role, suspended: blocked },
    })
    if (rule) throw accountRuleError(rule)
    const updated = await applyAccess(trx, user, {
      appMetadata: {
        ...appMetadataOf({ raw_app_meta_data: JSON.stringify(merged) }),
        role,
        status: suspended ? 'suspended' : 'active',
      },
      bannedUntil,
      changes,
    })
    trx.logger.info({ userId: user.id, by: actor.userId }, 'user updated by admin')
    return getUserJson(trx, updated)
  })
}
