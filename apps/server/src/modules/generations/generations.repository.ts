import { CompiledQuery, type Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

/**
 * The SQL of the generations lookup by number of scopes, per database handle: the query runs
 * on every delivery request, and its text only depends on how many scopes it names.
 */
const texts = new WeakMap<Kysely<Database>, Map<number, string>>()

function textFor(db: Kysely<Database>, count: number): string {
  let byCount = texts.get(db)
  if (!byCount) texts.set(db, (byCount = new Map<number, string>()))
  let text = byCount.get(count)
  if (text === undefined) {
    text = db
      .selectFrom('cache_generations')
      .select(['scope', 'generation'])
      .where(
        'scope',
        'in',
        Array.from({ length: count }, () => ''),
      )
      .compile().sql
    byCount.set(count, text)
  }
  return text
}

/**
 * The current generation of each scope, one primary-key query for all of them. A scope never
 * written yet is at 0.
 */
export async function readGenerations(
  db: Kysely<Database>,
  wanted: readonly string[],
): Promise<Map<string, number>> {
  const generations = new Map<string, number>(wanted.map((scope) => [scope, 0]))
  if (wanted.length === 0) return generations
  const { rows } = await db.executeQuery<{ scope: string; generation: number | string }>(
    CompiledQuery.raw(textFor(db, wanted.length), [...wanted]),
  )
  for (const row of rows) generations.set(row.scope, Number(row.generation))
  return generations
}
