import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'

import type { Database, MfaChallengeTable, MfaFactorTable } from '../../db/tables.js'

export type MfaFactorRow = Selectable<MfaFactorTable>
export type MfaChallengeRow = Selectable<MfaChallengeTable>

export async function listFactors(db: Kysely<Database>, userId: string): Promise<MfaFactorRow[]> {
  return db
    .selectFrom('mfa_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()
}

export async function hasVerifiedFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_factors')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'verified')
    .executeTakeFirst()
  return row !== undefined
}

// Factor and challenge writes (MFA endpoints and the admin API).

export async function findFactor(
  db: Kysely<Database>,
  id: string,
): Promise<MfaFactorRow | undefined> {
  return db.selectFrom('mfa_factors').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertFactor(db: Kysely<Database>, row: Insertable<MfaFactorTable>) {
  await db.insertInto('mfa_factors').values(row).execute()
}

export async function updateFactor(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<MfaFactorTable>,
) {
  await db.updateTable('mfa_factors').set(changes).where('id', '=', id).execute()
}

/**
 * Records `step` as the factor's last accepted TOTP step, unless it already accepted that step
 * or a later one; false then. One conditional UPDATE: of two requests with the same code, the
 * second waits for the first's row lock and then finds the step taken.
 */
export async function claimTotpStep(
  db: Kysely<Database>,
  factorId: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('mfa_factors')
    .set({ last_totp_step: step })
    .where('id', '=', factorId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Deletes a factor and, by cascade, its challenges. */
export async function deleteFactor(db: Kysely<Database>, id: string) {
  await db.deleteFrom('mfa_challenges').where('factor_id', '=', id).execute()
  await db.deleteFrom('mfa_factors').where('id', '=', id).execute()
}

/** Deletes the user's unverified factors other than `keepId` (abandoned enrollments). */
export async function deleteUnverifiedFactors(
  db: Kysely<Database>,
  userId: string,
  keepId: string,
) {
  const stale = db
    .selectFrom('mfa_factors')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'unverified')
    .where('id', '!=', keepId)
  await db.deleteFrom('mfa_challenges').where('factor_id', 'in', stale).execute()
  await db
    .deleteFrom('mfa_factors')
    .where('user_id', '=', userId)
    .where('status', '=', 'unverified')
    .where('id', '!=', keepId)
    .execute()
}

/** Ids of the users among `userIds` who have a verified factor. */
export async function usersWithVerifiedFactor(
  db: Kysely<Database>,
  userIds: string[],
): Promise<Set<string>> {
  if (!userIds.length) return new Set()
  const rows = await db
    .selectFrom('mfa_factors')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', userIds)
    .where('status', '=', 'verified')
    .execute()
  return new Set(rows.map((row) => row.user_id))
}

export async function insertChallenge(db: Kysely<Database>, row: MfaChallengeRow) {
  await db.insertInto('mfa_challenges').values(row).execute()
}

export async function findChallenge(
  db: Kysely<Database>,
  id: string,
): Promise<MfaChallengeRow | undefined> {
  return db.selectFrom('mfa_challenges').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function deleteChallenge(db: Kysely<Database>, id: string) {
  await db.deleteFrom('mfa_challenges').where('id', '=', id).execute()
}

/** Marks a challenge used; false when a concurrent request used it first. */
export async function consumeChallenge(
  db: Kysely<Database>,
  id: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mfa_challenges')
    .set({ verified_at: at })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Sessions that reached aal2 with a factor drop back to aal1 when it goes, and lose its
 * `totp` entries in amr (GoTrue's DowngradeSessionsToAAL1). Their next refresh shows it.
 */
export async function downgradeFactorSessions(db: Kysely<Database>, factorId: string, at: string) {
  const sessions = await db
    .selectFrom('sessions')
    .select(['id', 'amr'])
    .where('factor_id', '=', factorId)
    .execute()
  for (const session of sessions) {
    const amr = (JSON.parse(session.amr) as { method: string }[]).filter(
      (entry) => entry.method !== 'totp',
    )
    await db
      .updateTable('sessions')
      .set({ aal: 'aal1', factor_id: null, amr: JSON.stringify(amr), updated_at: at })
      .where('id', '=', session.id)
      .execute()
  }
}

/**
 * Ends the user's aal1 sessions but `exceptId` once a factor is verified (GoTrue's
 * InvalidateSessionsWithAALLessThan): a device that never passed MFA must sign in again.
 */
export async function deleteAal1Sessions(
  db: Kysely<Database>,
  userId: string,
  exceptId: string,
): Promise<number> {
  const rows = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('aal', '=', 'aal1')
    .where('id', '!=', exceptId)
    .returning('id')
    .execute()
  return rows.length
}
