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

/**
 * What a process knows of the generations (SQLite): each scope it read, kept up to date through
 * the rows that moved since (migration 0024), which it asks for whenever its local change
 * marker moved. Monotonic: a generation or a change number read never goes back, so reads that
 * finish out of order keep the newer answer.
 */
interface Known {
  /** The marker as it stood before the last look at what moved. */
  marker: string
  /** The highest change number read: rows that moved since have a higher one. */
  seen: number
  generations: Map<string, number>
}

/** Scopes kept per process; past this many the memory starts again (the scopes are read anew). */
const MAX_KNOWN_SCOPES = 100_000

const known = new WeakMap<Kysely<Database>, Known>()

function raise(generations: Map<string, number>, scope: string, generation: number) {
  if (generation > (generations.get(scope) ?? -1)) generations.set(scope, generation)
}

async function latestChange(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('cache_generations')
    .select((eb) => eb.fn.max('changed').as('changed'))
    .executeTakeFirst()
  return Number(row?.changed ?? 0)
}

/** Brings `state` up to date with the rows that moved since it last looked. */
async function catchUp(db: Kysely<Database>, state: Known, marker: string) {
  const moved = await db
    .selectFrom('cache_generations')
    .select(['scope', 'generation', 'changed'])
    .where('changed', '>', state.seen)
    .execute()
  for (const row of moved) {
    raise(state.generations, row.scope, Number(row.generation))
    state.seen = Math.max(state.seen, Number(row.changed))
  }
  state.marker = marker
}

/**
 * The current generation of each scope. A scope never written yet is at 0. Where the database
 * tells without a query that nothing was written since the last read (SQLite), scopes read
 * before are answered from memory, and after a write only what moved is read: every delivery
 * read asks. Elsewhere each read queries its scopes, concurrent reads sharing their queries
 * (see querySharedGenerations).
 */
export async function readGenerations(
  db: Kysely<Database>,
  wanted: readonly string[],
): Promise<Map<string, number>> {
  const generations = new Map<string, number>(wanted.map((scope) => [scope, 0]))
  if (wanted.length === 0) return generations
  // Taken before any query: a write landing meanwhile moves it, so the next read looks again.
  const marker = localChangeMarker(db)
  if (marker === undefined) {
    const found = await querySharedGenerations(db, wanted)
    for (const scope of wanted) generations.set(scope, found.get(scope) ?? 0)
    return generations
  }
  let state = known.get(db)
  if (!state || state.generations.size > MAX_KNOWN_SCOPES) {
    // Where the changes stand first: whatever moves after it is caught up with later.
    state = { marker, seen: await latestChange(db), generations: new Map() }
    known.set(db, state)
  } else if (state.marker !== marker) {
    await catchUp(db, state, marker)
  }
  const { generations: kept } = state
  const missing = wanted.filter((scope) => !kept.has(scope))
  if (missing.length > 0) {
    const found = await queryGenerations(db, missing)
    for (const scope of missing) raise(kept, scope, found.get(scope) ?? 0)
  }
  for (const scope of wanted) generations.set(scope, kept.get(scope)!)
  return generations
}
