import type { Kysely } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { Database } from '../../db/tables.js'

export interface AuthorRow {
  id: string
  email: string
  full_name: string | null
}

function authors(db: Kysely<Database>, dialect: Dialect) {
  return db
    .selectFrom('users')
    .select(['id', 'email', dialect.jsonText('raw_user_meta_data', 'full_name').as('full_name')])
}

/** The users with these ids (accounts deleted since are simply missing). */
export async function findAuthors(
  db: Kysely<Database>,
  dialect: Dialect,
  ids: readonly string[],
): Promise<AuthorRow[]> {
  if (ids.length === 0) return []
  return authors(db, dialect)
    .where('id', 'in', [...ids])
    .execute()
}

/** Every user who created or last updated at least one content item. */
export async function listItemAuthors(
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<AuthorRow[]> {
  return authors(db, dialect)
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('content_items').select('created_by')),
        eb('id', 'in', eb.selectFrom('content_items').select('updated_by')),
      ]),
    )
    .execute()
}
