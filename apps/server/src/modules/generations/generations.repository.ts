import { CompiledQuery, type Kysely } from 'kysely'

import { localChangeMarker } from '../../db/local-change-marker.js'
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

/** The generations of `scopes` that have a row, in one primary-key query. */
async function queryGenerations(
  db: Kysely<Database>,
  scopes: readonly string[],
): Promise<Map<string, number>> {
  const { rows } = await db.executeQuery<{ scope: string; generation: number | string }>(
    CompiledQuery.raw(textFor(db, scopes.length), [...scopes]),
  )
  return new Map(rows.map((row) => [row.scope, Number(row.generation)]))
}

interface Batch {
  scopes: Set<string>
  done: Promise<Map<string, number>>
  resolve: (found: Map<string, number>) => void
  reject: (error: unknown) => void
}

/** Per database handle: whether a shared query is on its way, and who waits for the next. */
const batches = new WeakMap<Kysely<Database>, { running: boolean; next?: Batch }>()

/**
 * Where every read is a round trip (PostgreSQL), reads asked for while one is on its way wait
 * for the next, which starts as that one returns and reads all their scopes at once. Each read
 * still starts after it was asked for, so it sees every write committed before: under load, a
 * query per round trip instead of one per request.
 */
function querySharedGenerations(
  db: Kysely<Database>,
  scopes: readonly string[],
): Promise<Map<string, number>> {
  let state = batches.get(db)
  if (!state) batches.set(db, (state = { running: false }))
  if (!state.running) {
    state.running = true
    return runBatch(db, state, new Set(scopes))
  }
  if (!state.next) {
    let resolve!: Batch['resolve']
    let reject!: Batch['reject']
    const done = new Promise<Map<string, number>>((ok, fail) => {
      resolve = ok
      reject = fail
    })
    state.next = { scopes: new Set(), done, resolve, reject }
  }
  for (const scope of scopes) state.next.scopes.add(scope)
  return state.next.done
}

async function runBatch(
  db: Kysely<Database>,
  state: { running: boolean; next?: Batch },
  scopes: Set<string>,
): Promise<Map<string, number>> {
  try {
    return await queryGenerations(db, [...scopes])
  } finally {
    const next = state.next
    state.next = undefined
    if (next) runBatch(db, state, next.scopes).then(next.resolve, next.reject)
    else state.running = false
  }
}

/** Generations last read, by database handle, valid while its local change marker holds. */
const lastRead = new WeakMap<
  Kysely<Database>,
  { marker: string; generations: Map<string, number> }
>()

/**
 * The current generation of each scope, one primary-key query for all of them. A scope never
 * written yet is at 0. Where the database tells without a query that nothing was written since
 * the last read (SQLite), scopes read then are answered from it: every delivery read asks.
 * Elsewhere concurrent reads share their queries (see querySharedGenerations).
 */
export async function readGenerations(
  db: Kysely<Database>,
  wanted: readonly string[],
): Promise<Map<string, number>> {
  const generations = new Map<string, number>(wanted.map((scope) => [scope, 0]))
  if (wanted.length === 0) return generations
  // Taken before the query: a write landing meanwhile moves it, so the next read asks again.
  const marker = localChangeMarker(db)
  if (marker === undefined) {
    const found = await querySharedGenerations(db, wanted)
    for (const scope of wanted) generations.set(scope, found.get(scope) ?? 0)
    return generations
  }
  const last = lastRead.get(db)
  if (last && last.marker === marker && wanted.every((scope) => last.generations.has(scope))) {
    for (const scope of wanted) generations.set(scope, last.generations.get(scope)!)
    return generations
  }
  for (const [scope, generation] of await queryGenerations(db, wanted)) {
    generations.set(scope, generation)
  }
  const known = last?.marker === marker ? last.generations : new Map<string, number>()
  for (const [scope, generation] of generations) known.set(scope, generation)
  lastRead.set(db, { marker, generations: known })
  return generations
}
