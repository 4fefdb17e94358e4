import type { ContentTypeField } from '@folio/schema'
import type { Kysely, Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'
import { syncTypeFilterIndexes } from '../filter-indexes.js'
import type { Database } from '../tables.js'

/**
 * Filterable fields' indexes also hold the list's order (see db/filter-indexes.ts): each type's
 * are built anew under their new names and the old ones dropped. Down leaves them, since the
 * old definition answers the same queries, only slower.
 */
export function coveringFilterIndexes(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const handle = db as unknown as Kysely<Database>
      const types = await handle.selectFrom('content_types').select(['id', 'fields']).execute()
      for (const type of types) {
        const fields = JSON.parse(type.fields) as ContentTypeField[]
        await syncTypeFilterIndexes(handle, dialect, type.id, fields)
      }
    },
    async down() {},
  }
}
