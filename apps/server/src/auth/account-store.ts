import type { Insertable, Updateable } from 'kysely'

import type { IdentityTable, UserTable } from '../db/tables.js'
import type { OperationContext } from '../lib/context.js'
import * as adminUsers from './admin/admin-users.repository.js'
import * as factors from './repositories/mfa-factors.repository.js'
import * as sessions from './repositories/sessions.repository.js'
import * as users from './repositories/users.repository.js'

/**
 * The accounts as other modules (users, profile) read and change them, in the context (or the
 * transaction) they run in. Auth keeps its tables; these are the doors it opens onto them.
 */
type Db = Pick<OperationContext, 'db'>
type DbAndDialect = Pick<OperationContext, 'db' | 'dialect'>

export function searchUsers(ctx: DbAndDialect, search: adminUsers.UserSearch) {
  return adminUsers.searchUsers(ctx.db, ctx.dialect, search)
}

export function countUsers(
  ctx: DbAndDialect,
  search: Pick<adminUsers.UserSearch, 'text' | 'matchRole'>,
) {
  return adminUsers.countUsers(ctx.db, ctx.dialect, search)
}

/** Removes an account with its sessions, factors and identities. */
export function deleteUserCompletely(ctx: Db, userId: string) {
  return adminUsers.deleteUserCompletely(ctx.db, userId)
}

export function hasVerifiedFactor(ctx: Db, userId: string) {
  return factors.hasVerifiedFactor(ctx.db, userId)
}

export function usersWithVerifiedFactor(ctx: Db, userIds: string[]) {
  return factors.usersWithVerifiedFactor(ctx.db, userIds)
}

export function listUserSessions(ctx: Db, userId: string) {
  return sessions.listUserSessions(ctx.db, userId)
}

export function findUserById(ctx: Db, id: string) {
  return users.findUserById(ctx.db, id)
}

export function findUserByEmail(ctx: Db, email: string) {
  return users.findUserByEmail(ctx.db, email)
}

export function updateUser(ctx: Db, id: string, changes: Updateable<UserTable>) {
  return users.updateUser(ctx.db, id, changes)
}

/** Stores an account as given: for accounts brought in by a database import. */
export function insertUser(ctx: Db, row: Insertable<UserTable>) {
  return users.insertUser(ctx.db, row)
}

export function insertIdentity(ctx: Db, row: Insertable<IdentityTable>) {
  return users.insertIdentity(ctx.db, row)
}
