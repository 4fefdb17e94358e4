import { randomUUID } from 'node:crypto'

import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { nowIso } from '../../lib/clock.js'

const DAY_MS = 86_400_000
/** Failures older than this are pruned as new ones arrive. */
const KEEP_MS = 7 * DAY_MS

export interface FailureCount {
  count: number
  last: { hook: string; message: string; at: string } | null
}

/** Writes one handler failure (not awaited by callers: it must never hold up a change). */
export async function insertPluginFailure(
  db: Kysely<Database>,
  failure: { plugin: string; hook: string; message: string },
): Promise<void> {
  const now = nowIso()
  await db
    .insertInto('plugin_errors')
    .values({
      id: randomUUID(),
      ...failure,
      message: failure.message.slice(0, 500),
      created_at: now,
    })
    .execute()
  await db
    .deleteFrom('plugin_errors')
    .where('created_at', '<', new Date(Date.now() - KEEP_MS).toISOString())
    .execute()
}

/** Each plugin's failures in the last 24 hours, with its latest. */
export async function countPluginFailures(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<Map<string, FailureCount>> {
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  const rows = await db
    .selectFrom('plugin_errors')
    .select(['plugin', 'hook', 'message', 'created_at'])
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .execute()
  const counts = new Map<string, FailureCount>()
  for (const row of rows) {
    const count = counts.get(row.plugin)
    if (count) count.count += 1
    else {
      counts.set(row.plugin, {
        count: 1,
        last: { hook: row.hook, message: row.message, at: row.created_at },
      })
    }
  }
  return counts
}
