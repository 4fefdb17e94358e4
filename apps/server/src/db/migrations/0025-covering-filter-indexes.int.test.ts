import { createHash, randomUUID } from 'node:crypto'

import type { ContentTypeField } from '@folio/schema'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'

import { migrationDatabase } from '../../test/migration-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { filterIndexName } from '../filter-indexes.js'
import { migrateTo, migrateToLatest } from './migrate.js'

const short = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12)

describe(`migration 0025-covering-filter-indexes on ${dialectUnderTest}`, () => {
  const database = migrationDatabase()

  /** The SQL that defines each filter index of content_items, by name. */
  async function filterIndexes(): Promise<Map<string, string>> {
    const { db, dialect } = database.handle
    const rows =
      dialect.name === 'sqlite'
        ? await sql<{ name: string; definition: string }>`select name, sql as definition
            from sqlite_master where type = 'index' and tbl_name = 'content_items'`.execute(db)
        : await sql<{ name: string; definition: string }>`select indexname as name,
            indexdef as definition from pg_indexes where tablename = 'content_items'
            and schemaname = current_schema()`.execute(db)
    return new Map(
      rows.rows
        .filter((row) => row.name.startsWith('content_items_filter_'))
        .map((row) => [row.name, row.definition]),
    )
  }

  it("rebuilds each type's filter indexes with the list's order in them", async () => {
    const { db, dialect } = database.handle
    await migrateTo(db, dialect, '0024-generation-changes')
    const typeId = randomUUID()
    const price: ContentTypeField = {
      id: randomUUID(),
      name: 'price',
      type: 'number',
      required: false,
      description: '',
      filterable: true,
    }
    const stock: ContentTypeField = { ...price, id: randomUUID(), name: 'stock', filterable: false }
    const now = new Date().toISOString()
    await db
      .insertInto('content_types')
      .values({
        id: typeId,
        name: 'Product',
        slug: 'product',
        description: '',
        fields: JSON.stringify([price, stock]),
        created_at: now,
        updated_at: now,
      })
      .execute()
    // The index as the server built it before this migration.
    const old = `content_items_filter_${short(typeId)}_${short(`${price.id}:number`)}`
    await sql`create index ${sql.id(old)} on content_items
      (content_type_id, ${dialect.jsonNumber('data', price.id)}, status)
      where content_type_id = ${sql.lit(typeId)}`.execute(db)
    expect([...(await filterIndexes()).keys()]).toEqual([old])

    expect(await migrateToLatest(db, dialect)).toContain('0025-covering-filter-indexes')
    const now25 = await filterIndexes()
    const name = filterIndexName(typeId, price)
    expect([...now25.keys()]).toEqual([name])
    expect(now25.get(name)).toMatch(/status, updated_at, id\)/)
  })
})
