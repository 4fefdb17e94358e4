import type { Kysely } from 'kysely'

import type { Database } from '../../../db/tables.js'
import { AuthError } from '../../auth-error.js'
import { findFactor, type MfaFactorRow } from '../../repositories/mfa-factors.repository.js'

/**
 * The factor when it belongs to the user. Someone else's factor is reported exactly like a
 * missing one, so ids of other accounts' factors reveal nothing.
 */
export async function ownFactor(
  db: Kysely<Database>,
  userId: string,
  factorId: string,
): Promise<MfaFactorRow> {
  const factor = await findFactor(db, factorId)
  if (!factor || factor.user_id !== userId) {
    throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
  }
  return factor
}
