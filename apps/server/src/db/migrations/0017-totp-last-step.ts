import type { Kysely, Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * The last TOTP time step each factor accepted: a code of that step or an earlier one is
 * refused, so a code seen over someone's shoulder cannot be used again in its window
 * (RFC 6238 §5.2). Null until the factor's first code.
 */
export function totpLastStep(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('mfa_factors').addColumn('last_totp_step', 'integer').execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('mfa_factors').dropColumn('last_totp_step').execute()
    },
  }
}
