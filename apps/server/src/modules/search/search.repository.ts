import type { Kysely } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import { lowerLike } from '../../db/like.js'
import type { Database } from '../../db/tables.js'

/** Content types whose name or slug contains the pattern, by name. */
export async function findContentTypes(db: Kysely<Database>, pattern: string, limit: number) {
  return db
    .selectFrom('content_types')
    .select(['id', 'name', 'slug'])
    .where((eb) => eb.or([lowerLike(eb.ref('name'), pattern), lowerLike(eb.ref('slug'), pattern)]))
    .orderBy('name')
    .limit(limit)
    .execute()
}

/**
 * Content items whose title or slug contains the pattern, most recently updated first; only of
 * `typeIds` when given (the types the searcher may see).
 */
export async function findContentItems(
  db: Kysely<Database>,
  pattern: string,
  limit: number,
  typeIds?: readonly string[],
) {
  if (typeIds?.length === 0) return []
  let query = db
    .selectFrom('content_items')
    .leftJoin('content_types', 'content_types.id', 'content_items.content_type_id')
    .select([
      'content_items.id',
      'content_items.title',
      'content_items.status',
      'content_types.name as typeName',
    ])
    .where((eb) =>
      eb.or([
        lowerLike(eb.ref('content_items.title'), pattern),
        lowerLike(eb.ref('content_items.slug'), pattern),
      ]),
    )
  if (typeIds) query = query.where('content_items.content_type_id', 'in', [...typeIds])
  return query.orderBy('content_items.updated_at', 'desc').limit(limit).execute()
}

/** Users whose email or name contains the pattern, by email. */
export async function findUsers(
  db: Kysely<Database>,
  dialect: Dialect,
  pattern: string,
  limit: number,
) {
  return db
    .selectFrom('users')
    .select(['id', 'email', dialect.jsonText('raw_user_meta_data', 'full_name').as('name')])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        lowerLike(eb.ref('email'), pattern),
        lowerLike(dialect.jsonText('raw_user_meta_data', 'full_name'), pattern),
      ]),
    )
    .orderBy('email')
    .limit(limit)
    .execute()
}
