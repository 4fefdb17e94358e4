import type { Role } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import type { UserRow } from '../repositories/users.repository.js'
import { appMetadataOf, isUserBanned } from '../serializers/user-json.js'
import { lockAdmins } from './admin-users.repository.js'

/**
 * Folio's rules about who may hold which access, kept the same whichever door a change
 * comes through (/api/v1/users or the GoTrue admin API); each door words the error its way.
 */
export type AccountRule = 'last_admin' | 'self_change' | 'admin_not_deletable'

export interface Access {
  role: Role
  suspended: boolean
}

export function accessOf(user: UserRow): Access {
  return { role: appMetadataOf(user).role, suspended: isUserBanned(user) }
}

function isActiveAdmin(access: Access): boolean {
  return access.role === 'admin' && !access.suspended
}

/**
 * The rule a change of role or suspension would break, or null. Call it inside the
 * transaction that writes the change: it locks the admin rows it counts.
 * The last-admin rule comes first: only the last admin can try to remove themselves.
 */
export async function brokenAccessRule(
  ctx: OperationContext,
  change: { actorId: string | null; target: UserRow; next: Access },
): Promise<AccountRule | null> {
  const current = accessOf(change.target)
  const changed = current.role !== change.next.role || current.suspended !== change.next.suspended
  if (!changed) return null
  if (isActiveAdmin(current) && !isActiveAdmin(change.next)) {
    const admins = await lockAdmins(ctx.db, ctx.dialect)
    const others = admins.filter((admin) => admin.id !== change.target.id && !isUserBanned(admin))
    if (!others.length) return 'last_admin'
  }
  if (change.actorId === change.target.id) return 'self_change'
  return null
}

/** Admins cannot be deleted (demote them first): the spec's Users page offers no Delete. */
export function brokenDeletionRule(target: UserRow): AccountRule | null {
  return appMetadataOf(target).role === 'admin' ? 'admin_not_deletable' : null
}
