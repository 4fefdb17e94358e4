import type { Updateable } from 'kysely'

import type { UserTable } from '../../../db/tables.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { afterCommit } from '../../../lib/transaction.js'
import { revokeUserSessions } from '../../operations/revoke-user-sessions.js'
import { updateUser, type UserRow } from '../../repositories/users.repository.js'
import { appMetadataOf, isUserBanned, type AppMetadata } from '../../serializers/user-json.js'

/** GoTrue's conventional "forever" ban (`876000h`, about a century): Folio's suspension. */
export const SUSPENSION_MS = 876_000 * 3_600_000

export interface AccessWrite {
  appMetadata: AppMetadata
  bannedUntil: string | null
  /** Other columns to write in the same update (email, password, metadata). */
  changes?: Updateable<UserTable>
}

/**
 * Writes a user's app_metadata and ban, and signs a newly suspended (or banned) user out of
 * every device at once: each request checks its session, so their tokens die with it.
 * Returns the updated row. Runs in the caller's transaction.
 */
export async function applyAccess(
  ctx: OperationContext,
  user: UserRow,
  write: AccessWrite,
): Promise<UserRow> {
  const now = nowIso()
  const updated: UserRow = {
    ...user,
    ...write.changes,
    raw_app_meta_data: JSON.stringify(write.appMetadata),
    banned_until: write.bannedUntil,
    updated_at: now,
  }
  await updateUser(ctx.db, user.id, {
    ...write.changes,
    raw_app_meta_data: updated.raw_app_meta_data,
    banned_until: updated.banned_until,
    updated_at: now,
  })
  if (isUserBanned(updated)) {
    // Also when already suspended: a banned user has no business holding a session.
    await revokeUserSessions(ctx, user.id)
    if (!isUserBanned(user)) {
      ctx.logger.info({ userId: user.id, bannedUntil: write.bannedUntil }, 'user suspended')
    }
  } else if (!isUserBanned(updated) && isUserBanned(user)) {
    ctx.logger.info({ userId: user.id }, 'user reactivated')
  }
  const before = appMetadataOf(user).role
  if (before !== write.appMetadata.role) {
    ctx.logger.info({ userId: user.id, from: before, to: write.appMetadata.role }, 'role changed')
  }
  if (before !== write.appMetadata.role || isUserBanned(updated) !== isUserBanned(user)) {
    // Their open live sockets are checked again: closed when suspended, else given the new role.
    await afterCommit(ctx, () => ctx.live?.accessChanged(user.id))
  }
  return updated
}

/** The app_metadata and ban of a Folio suspension (`suspended`) or reactivation. */
export function accessFor(
  user: UserRow,
  next: { role: AppMetadata['role']; suspended: boolean },
): { appMetadata: AppMetadata; bannedUntil: string | null } {
  const appMetadata: AppMetadata = {
    ...appMetadataOf(user),
    role: next.role,
    status: next.suspended ? 'suspended' : 'active',
  }
  if (!next.suspended) return { appMetadata, bannedUntil: null }
  // An existing ban keeps its end; a new suspension has none to speak of.
  const bannedUntil =
    isUserBanned(user) && user.banned_until
      ? user.banned_until
      : new Date(Date.now() + SUSPENSION_MS).toISOString()
  return { appMetadata, bannedUntil }
}
