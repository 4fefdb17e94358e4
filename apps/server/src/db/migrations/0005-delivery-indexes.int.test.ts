import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { migrationDatabase } from '../../test/migration-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { migrateTo, migrateToLatest } from './migrate.js'

describe(`migration 0005-delivery-indexes on ${dialectUnderTest}`, () => {
  const database = migrationDatabase()
  const now = new Date().toISOString()

  async function addType() {
    const id = randomUUID()
    await database.handle.db
      .insertInto('content_types')
      .values({
        id,
        name: id,
        slug: id,
        description: '',
        fields: '[]',
        created_at: now,
        updated_at: now,
      })
      .execute()
    return id
  }

  async function addItem(typeId: string, status: string) {
    const id = randomUUID()
    await database.handle.db
      .insertInto('content_items')
      .values({
        id,
        content_type_id: typeId,
        title: 'Item',
        slug: id,
        status,
        data: '{}',
        created_at: now,
        updated_at: now,
        published_at: null,
        scheduled_for: null,
        created_by: null,
        updated_by: null,
      })
      .execute()
    return id
  }

  async function counts(typeId: string) {
    const rows = await database.handle.db
      .selectFrom('content_item_counts')
      .select(['status', 'item_count'])
      .where('content_type_id', '=', typeId)
      .execute()
    return Object.fromEntries(
      rows.filter((r) => Number(r.item_count) !== 0).map((r) => [r.status, Number(r.item_count)]),
    )
  }

  let typeId = ''

  it('counts the items that existed before it, per type and status', async () => {
    const { db, dialect } = database.handle
    await migrateTo(db, dialect, '0004-delivery')
    typeId = await addType()
    await addItem(typeId, 'draft')
    await addItem(typeId, 'published')
    await addItem(typeId, 'published')

    expect(await migrateToLatest(db, dialect)).toContain('0005-delivery-indexes')
    expect(await counts(typeId)).toEqual({ draft: 1, published: 2 })
  })

  it('keeps the counts with every insert, status change and delete', async () => {
    const id = await addItem(typeId, 'draft')
    expect(await counts(typeId)).toEqual({ draft: 2, published: 2 })

    await database.handle.db
      .updateTable('content_items')
      .set({ status: 'published' })
      .where('id', '=', id)
      .execute()
    expect(await counts(typeId)).toEqual({ draft: 1, published: 3 })

    // A save that leaves the status alone changes no count.
    await database.handle.db
      .updateTable('content_items')
      .set({ title: 'Renamed' })
      .where('id', '=', id)
      .execute()
    expect(await counts(typeId)).toEqual({ draft: 1, published: 3 })

    await database.handle.db.deleteFrom('content_items').where('id', '=', id).execute()
    expect(await counts(typeId)).toEqual({ draft: 1, published: 2 })
  })

  it('drops the counts with their type', async () => {
    await database.handle.db.deleteFrom('content_types').where('id', '=', typeId).execute()
    const left = await database.handle.db
      .selectFrom('content_item_counts')
      .selectAll()
      .where('content_type_id', '=', typeId)
      .execute()
    expect(left).toEqual([])
    // The next type starts from nothing.
    const other = await addType()
    await addItem(other, 'published')
    expect(await counts(other)).toEqual({ published: 1 })
  })
})
