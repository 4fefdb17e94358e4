import type { Kysely, Selectable } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { ApiKeyMcpClientTable } from '../../db/tables-connections.js'

export type McpClientRow = Selectable<ApiKeyMcpClientTable>

export interface DailyRequests {
  apiKeyId: string
  day: string
  count: number
}

/** Of these key ids, the ones that still exist. */
export async function existingApiKeyIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const rows = await db.selectFrom('api_keys').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((row) => row.id))
}

/** Adds the counts to each (key, day) in one statement; at most one row per (key, day). */
export async function addDailyRequests(
  db: Kysely<Database>,
  rows: readonly DailyRequests[],
): Promise<void> {
  if (!rows.length) return
  await db
    .insertInto('api_key_daily_requests')
    .values(rows.map((row) => ({ api_key_id: row.apiKeyId, day: row.day, count: row.count })))
    .onConflict((oc) =>
      oc.columns(['api_key_id', 'day']).doUpdateSet((eb) => ({
        count: eb('api_key_daily_requests.count', '+', eb.ref('excluded.count')),
      })),
    )
    .execute()
}

/** Counts of every key from `since` (a `YYYY-MM-DD` day) on. */
export async function listDailyRequestsSince(
  db: Kysely<Database>,
  since: string,
): Promise<DailyRequests[]> {
  const rows = await db
    .selectFrom('api_key_daily_requests')
    .select(['api_key_id', 'day', 'count'])
    .where('day', '>=', since)
    .execute()
  return rows.map((row) => ({ apiKeyId: row.api_key_id, day: row.day, count: Number(row.count) }))
}

/**
 * Records a client on a key: new ones are inserted, known ones get a new `last_seen_at`.
 * Selecting the key makes a key revoked meanwhile a no-op instead of a foreign key error.
 */
export async function upsertMcpClient(
  db: Kysely<Database>,
  client: { apiKeyId: string; name: string; version: string; at: string },
): Promise<void> {
  await db
    .insertInto('api_key_mcp_clients')
    .columns(['api_key_id', 'client_name', 'client_version', 'first_seen_at', 'last_seen_at'])
    .expression((eb) =>
      eb
        .selectFrom('api_keys')
        .select((s) => [
          'id',
          s.val(client.name).as('client_name'),
          s.val(client.version).as('client_version'),
          s.val(client.at).as('first_seen_at'),
          s.val(client.at).as('last_seen_at'),
        ])
        .where('id', '=', client.apiKeyId),
    )
    .onConflict((oc) =>
      oc
        .columns(['api_key_id', 'client_name', 'client_version'])
        .doUpdateSet((eb) => ({ last_seen_at: eb.ref('excluded.last_seen_at') })),
    )
    .execute()
}

/** Every client of every key, most recently seen first. */
export async function listMcpClients(db: Kysely<Database>): Promise<McpClientRow[]> {
  return db
    .selectFrom('api_key_mcp_clients')
    .selectAll()
    .orderBy('last_seen_at', 'desc')
    .orderBy('client_name')
    .orderBy('client_version')
    .execute()
}
