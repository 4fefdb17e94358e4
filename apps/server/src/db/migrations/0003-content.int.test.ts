import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { migrationDatabase } from '../../test/migration-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { migrateTo, migrateToLatest } from './migrate.js'

describe(`migration 0003-content on ${dialectUnderTest}`, () => {
  const database = migrationDatabase()

  // Installations from before 0003 stored item data by field name; renames would lose it.
  it('re-keys existing item data from field names to field ids, keeping every value', async () => {
    const { db, dialect } = database.handle
    await migrateTo(db, dialect, '0002-auth')
    const now = new Date().toISOString()
    const typeId = randomUUID()
    const fields = [
      { id: 'f-title', name: 'title', type: 'text', required: true, description: '' },
      { id: 'f-price', name: 'price', type: 'number', required: false, description: '' },
    ]
    await db
      .insertInto('content_types')
      .values({
        id: typeId,
        name: 'Old',
        slug: 'old',
        description: '',
        fields: JSON.stringify(fields),
        created_at: now,
        updated_at: now,
      })
      .execute()
    await db
      .insertInto('content_items')
      .values({
        id: 'item-1',
        content_type_id: typeId,
        title: 'Old item',
        slug: 'old-item',
        status: 'draft',
        data: JSON.stringify({ title: 'Old item', price: 12.5, stray: 'not a field' }),
        created_at: now,
        updated_at: now,
        published_at: null,
        scheduled_for: null,
        created_by: null,
        updated_by: null,
      })
      .execute()

    expect(await migrateToLatest(db, dialect)).toContain('0003-content')
    const row = await db
      .selectFrom('content_items')
      .select('data')
      .where('id', '=', 'item-1')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.data)).toEqual({ 'f-title': 'Old item', 'f-price': 12.5 })
  })
})
