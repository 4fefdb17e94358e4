import { type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/** The navigation tables (filled in with the navigation module). */
export function navigation(_dialect: Dialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
    async down(_db: Kysely<unknown>) {},
  }
}
