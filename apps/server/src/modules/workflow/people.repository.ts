import type { Kysely } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { Database } from '../../db/tables.js'

export interface PersonRow {
  id: string
  email: string
  full_name: string | null
  raw_app_meta_data: string
  banned_until: string | null
}

function people(db: Kysely<Database>, dialect: Dialect) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'raw_app_meta_data',
      'banned_until',
      dialect.jsonText('raw_user_meta_data', 'full_name').as('full_name'),
    ])
    .where('deleted_at', 'is', null)
}

/** The users with these ids (accounts deleted since are simply missing). */
export async function findPeople(
  db: Kysely<Database>,
  dialect: Dialect,
  ids: readonly string[],
): Promise<PersonRow[]> {
  if (ids.length === 0) return []
  return people(db, dialect)
    .where('id', 'in', [...ids])
    .execute()
}

/** Editors and admins (suspension is checked by the caller, where GoTrue's ban also counts). */
export async function listEditorsAndAdmins(
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<PersonRow[]> {
  return people(db, dialect)
    .where(dialect.jsonText('raw_app_meta_data', 'role'), 'in', ['admin', 'editor'])
    .orderBy('email')
    .execute()
}
