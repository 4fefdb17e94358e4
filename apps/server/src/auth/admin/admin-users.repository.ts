import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import { containsPattern, lowerLike } from '../../db/like.js'
import type { Database } from '../../db/tables.js'
import type { MfaFactorRow } from '../repositories/mfa-factors.repository.js'
import type { IdentityRow, UserRow } from '../repositories/users.repository.js'

export interface UserSearch {
  /** Case-insensitive substring of the email or the name (and the role, with `matchRole`). */
  text?: string | undefined
  matchRole?: boolean
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

function matching(dialect: Dialect, search: Pick<UserSearch, 'text' | 'matchRole'>) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const conditions: Expression<SqlBool>[] = [eb('deleted_at', 'is', null)]
    if (search.text) {
      const pattern = containsPattern(search.text)
      const text = [
        lowerLike(eb.ref('email'), pattern),
        lowerLike(dialect.jsonText('raw_user_meta_data', 'full_name'), pattern),
      ]
      if (search.matchRole)
        text.push(lowerLike(dialect.jsonText('raw_app_meta_data', 'role'), pattern))
      conditions.push(eb.or(text))
    }
    return eb.and(conditions)
  }
}

/** One page of users, by creation time (ties broken by id, so pages never overlap). */
export async function searchUsers(
  db: Kysely<Database>,
  dialect: Dialect,
  search: UserSearch,
): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(matching(dialect, search))
    .orderBy('created_at', search.order)
    .orderBy('id', search.order)
    .limit(search.limit)
    .offset(search.offset)
    .execute()
}

export async function countUsers(
  db: Kysely<Database>,
  dialect: Dialect,
  search: Pick<UserSearch, 'text' | 'matchRole'>,
): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where(matching(dialect, search))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/**
 * Every admin account, locked until the transaction ends where the database has row locks:
 * two admins demoting each other at once must not leave the installation without one.
 */
export async function lockAdmins(db: Kysely<Database>, dialect: Dialect): Promise<UserRow[]> {
  return dialect
    .forUpdate(
      db
        .selectFrom('users')
        .selectAll()
        .where(dialect.jsonText('raw_app_meta_data', 'role'), '=', 'admin')
        .where('deleted_at', 'is', null),
    )
    .execute()
}

/** The identities of several users at once, grouped by user. */
export async function identitiesOf(
  db: Kysely<Database>,
  userIds: string[],
): Promise<Map<string, IdentityRow[]>> {
  const rows = userIds.length
    ? await db
        .selectFrom('identities')
        .selectAll()
        .where('user_id', 'in', userIds)
        .orderBy('created_at')
        .execute()
    : []
  return groupBy(rows)
}

/** The MFA factors of several users at once, grouped by user. */
export async function factorsOf(
  db: Kysely<Database>,
  userIds: string[],
): Promise<Map<string, MfaFactorRow[]>> {
  const rows = userIds.length
    ? await db
        .selectFrom('mfa_factors')
        .selectAll()
        .where('user_id', 'in', userIds)
        .orderBy('created_at')
        .execute()
    : []
  return groupBy(rows)
}

function groupBy<T extends { user_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) groups.set(row.user_id, [...(groups.get(row.user_id) ?? []), row])
  return groups
}

/**
 * Deletes an account and everything that hangs off it: sessions (and their refresh tokens),
 * identities, MFA factors and challenges, email tokens and PKCE flows. Explicit rather than
 * left to cascades, so it does not depend on foreign keys being enforced.
 */
export async function deleteUserCompletely(db: Kysely<Database>, userId: string) {
  const factorIds = db.selectFrom('mfa_factors').select('id').where('user_id', '=', userId)
  await db.deleteFrom('mfa_challenges').where('factor_id', 'in', factorIds).execute()
  await db.deleteFrom('mfa_factors').where('user_id', '=', userId).execute()
  await db.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute()
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
  await db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute()
  await db.deleteFrom('flow_states').where('user_id', '=', userId).execute()
  await db.deleteFrom('identities').where('user_id', '=', userId).execute()
  await db.deleteFrom('users').where('id', '=', userId).execute()
}
