import { sql, type Insertable, type Kysely } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { AiUsageTable } from '../../db/tables-ai.js'
import type { Database } from '../../db/tables.js'

/** Sums as the drivers hand them back: PostgreSQL's bigint arrives as text. */
type Count = number | string | null

export interface UsageTotalsRow {
  requests: Count
  input_tokens: Count
  output_tokens: Count
}
export type UsageDayRow = UsageTotalsRow & { date: string }
export type UsageUserRow = UsageTotalsRow & { user_id: string | null }

export async function insertUsageRow(
  db: Kysely<Database>,
  row: Insertable<AiUsageTable>,
): Promise<void> {
  await db.insertInto('ai_usage').values(row).execute()
}

function usageSince(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('ai_usage')
    .where('created_at', '>=', since)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('requests'),
      eb.fn.sum<Count>('input_tokens').as('input_tokens'),
      eb.fn.sum<Count>('output_tokens').as('output_tokens'),
    ])
}

/** Requests and tokens per UTC day (`YYYY-MM-DD`) from `since` on; days without use are absent. */
export async function usageByDay(db: Kysely<Database>, since: string): Promise<UsageDayRow[]> {
  // Timestamps are ISO 8601 UTC text on both databases: the first ten characters are the day.
  const day = sql<string>`substr(created_at, 1, 10)`
  return usageSince(db, since).select(day.as('date')).groupBy(day).execute()
}

/** Requests and tokens per person from `since` on. */
export async function usageByUser(db: Kysely<Database>, since: string): Promise<UsageUserRow[]> {
  return usageSince(db, since).select('user_id').groupBy('user_id').execute()
}

/** Names and emails of the people in a usage report. */
export async function findUsageUsers(
  db: Kysely<Database>,
  dialect: Dialect,
  ids: readonly string[],
): Promise<{ id: string; email: string; full_name: string | null }[]> {
  if (ids.length === 0) return []
  return db
    .selectFrom('users')
    .select(['id', 'email', dialect.jsonText('raw_user_meta_data', 'full_name').as('full_name')])
    .where('id', 'in', [...ids])
    .execute()
}
