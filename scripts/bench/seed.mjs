// Writes the benchmark's items straight into the database with the server's own modules
// (config, database factory, data keying), in multi-row inserts: thousands of items a second
// instead of one HTTP request each.
import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'

import { sql } from 'kysely'

import { benchItem, isDraft } from './content.mjs'
import { serverDist } from './server.mjs'

const ROWS_PER_INSERT = 500
const INSERTS_PER_TRANSACTION = 10

async function serverModule(file) {
  return import(pathToFileURL(`${serverDist}/${file}`).href)
}

/** Inserts `count` items of `type` (as the API returned it); reports progress on large runs. */
export async function seedItems(env, type, count, onProgress = () => {}) {
  const { loadConfig } = await serverModule('config/config.js')
  const { openDatabase } = await serverModule('db/database.js')
  const { toStoredData } = await serverModule('modules/content/item-data.js')
  const { db, dialect } = openDatabase(loadConfig(env).database)
  const row = (n) => {
    const item = benchItem(n)
    return {
      id: randomUUID(),
      content_type_id: type.id,
      title: item.title,
      slug: item.slug,
      status: item.status,
      data: JSON.stringify(toStoredData(type.fields, item.data)),
      created_at: item.createdAt,
      updated_at: item.updatedAt,
      published_at: item.publishedAt,
      scheduled_for: null,
      created_by: null,
      updated_by: null,
      version: 1,
    }
  }
  try {
    const perTransaction = ROWS_PER_INSERT * INSERTS_PER_TRANSACTION
    for (let start = 1; start <= count; start += perTransaction) {
      const end = Math.min(count, start + perTransaction - 1)
      await db.transaction().execute(async (trx) => {
        for (let first = start; first <= end; first += ROWS_PER_INSERT) {
          const last = Math.min(end, first + ROWS_PER_INSERT - 1)
          const rows = Array.from({ length: last - first + 1 }, (_, i) => row(first + i))
          await trx.insertInto('content_items').values(rows).execute()
        }
      })
      onProgress(end)
    }
    // A steady installation has statistics (PostgreSQL's autovacuum gathers them within a
    // minute or so); gather them now rather than measure the minute after a bulk load.
    if (dialect.name === 'postgres') await sql`vacuum analyze content_items`.execute(db)
  } finally {
    await db.destroy()
  }
}

/** Ids of `wanted` published items spread over the whole type, for rotating gets by id. */
export async function publishedIds(env, typeId, count, wanted) {
  const { loadConfig } = await serverModule('config/config.js')
  const { openDatabase } = await serverModule('db/database.js')
  const { db } = openDatabase(loadConfig(env).database)
  const step = Math.max(1, Math.floor(count / wanted))
  const slugs = []
  for (let n = 1; n <= count && slugs.length < wanted; n += step) {
    if (!isDraft(n)) slugs.push(`item-${n}`)
  }
  try {
    const rows = await db
      .selectFrom('content_items')
      .select('id')
      .where('content_type_id', '=', typeId)
      .where('slug', 'in', slugs)
      .execute()
    return rows.map((r) => r.id)
  } finally {
    await db.destroy()
  }
}
