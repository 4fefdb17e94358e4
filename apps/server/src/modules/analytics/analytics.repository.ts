import { sql, type Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

/**
 * Rows per statement when writing counts: three parameters each stays far below SQLite's and
 * PostgreSQL's parameter limits however many items were read in one interval.
 */
const WRITE_CHUNK = 500

export interface DailyReads {
  itemId: string
  day: string
  count: number
}

/** Timestamps are ISO 8601 UTC text on both databases: the first ten characters are the day. */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`

function chunks<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < list.length; start += size) {
    result.push(list.slice(start, start + size))
  }
  return result
}

/** Of these item ids, the ones that still exist. */
export async function existingItemIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>()
  for (const part of chunks(ids, WRITE_CHUNK)) {
    const rows = await db.selectFrom('content_items').select('id').where('id', 'in', part).execute()
    for (const row of rows) found.add(row.id)
  }
  return found
}

/** Adds the counts to each (item, day); at most one row per (item, day). */
export async function addDailyReads(
  db: Kysely<Database>,
  rows: readonly DailyReads[],
): Promise<void> {
  for (const part of chunks(rows, WRITE_CHUNK)) {
    await db
      .insertInto('content_item_daily_reads')
      .values(part.map((row) => ({ item_id: row.itemId, day: row.day, count: row.count })))
      .onConflict((oc) =>
        oc.columns(['item_id', 'day']).doUpdateSet((eb) => ({
          count: eb('content_item_daily_reads.count', '+', eb.ref('excluded.count')),
        })),
      )
      .execute()
  }
}

/** Items created per UTC day from `since` (a `YYYY-MM-DD` day) on; days without any are absent. */
export async function countCreatedPerDay(
  db: Kysely<Database>,
  since: string,
): Promise<{ date: string; count: number }[]> {
  const day = dayOf('created_at')
  const rows = await db
    .selectFrom('content_items')
    .select([day.as('date'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('created_at', '>=', since)
    .groupBy(day)
    .execute()
  return rows.map((row) => ({ date: row.date, count: Number(row.count) }))
}

/**
 * Publications per UTC day from `since` on, from the version history: a version that is
 * published when the one before it was not (or that created the item published). An item
 * published, taken down and published again counts on both days; saving an item that stays
 * published does not count. Scheduled publications count on the day they went out.
 */
export async function countPublishedPerDay(
  db: Kysely<Database>,
  since: string,
): Promise<{ date: string; count: number }[]> {
  const day = dayOf('v.created_at')
  const rows = await db
    .selectFrom('content_item_versions as v')
    .select([day.as('date'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('v.status', '=', 'published')
    .where('v.created_at', '>=', since)
    .where((eb) =>
      eb(
        eb.fn.coalesce(
          eb
            .selectFrom('content_item_versions as p')
            .select('p.status')
            .whereRef('p.item_id', '=', 'v.item_id')
            .whereRef('p.version', '<', 'v.version')
            .orderBy('p.version', 'desc')
            .limit(1),
          eb.val(''),
        ),
        '<>',
        'published',
      ),
    )
    .groupBy(day)
    .execute()
  return rows.map((row) => ({ date: row.date, count: Number(row.count) }))
}

/** Requests per API key and UTC day from `since` on, with the key's name; keys still there. */
export async function listKeyRequestsSince(db: Kysely<Database>, since: string) {
  const rows = await db
    .selectFrom('api_key_daily_requests')
    .innerJoin('api_keys', 'api_keys.id', 'api_key_daily_requests.api_key_id')
    .select([
      'api_key_daily_requests.api_key_id',
      'api_keys.name',
      'api_key_daily_requests.day',
      'api_key_daily_requests.count',
    ])
    .where('api_key_daily_requests.day', '>=', since)
    .execute()
  return rows.map((row) => ({
    apiKeyId: row.api_key_id,
    name: row.name,
    day: row.day,
    count: Number(row.count),
  }))
}

/** Delivery reads of every item from `since` on, added up. */
export async function countReadsSince(db: Kysely<Database>, since: string): Promise<number> {
  const row = await db
    .selectFrom('content_item_daily_reads')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('reads'))
    .where('day', '>=', since)
    .executeTakeFirst()
  return Number(row?.reads ?? 0)
}

/** The `limit` items read most from `since` on, with their type; ties by title. */
export async function listMostReadSince(db: Kysely<Database>, since: string, limit: number) {
  const reads = sql<number | string>`sum(${sql.ref('content_item_daily_reads.count')})`
  const rows = await db
    .selectFrom('content_item_daily_reads')
    .innerJoin('content_items', 'content_items.id', 'content_item_daily_reads.item_id')
    .innerJoin('content_types', 'content_types.id', 'content_items.content_type_id')
    .select([
      'content_items.id',
      'content_items.title',
      'content_types.id as type_id',
      'content_types.slug as type_slug',
      'content_types.name as type_name',
      reads.as('reads'),
    ])
    .where('content_item_daily_reads.day', '>=', since)
    .groupBy([
      'content_items.id',
      'content_items.title',
      'content_types.id',
      'content_types.slug',
      'content_types.name',
    ])
    .orderBy(reads, 'desc')
    .orderBy('content_items.title')
    .orderBy('content_items.id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    itemId: row.id,
    title: row.title,
    contentType: { id: row.type_id, slug: row.type_slug, name: row.type_name },
    reads: Number(row.reads),
  }))
}
