import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadConfig } from '../../config/config.js'
import { openDatabase, type DatabaseHandle } from '../../db/database.js'
import { localChangeMarker, registerLocalChangeMarker } from '../../db/local-change-marker.js'
import { migrateToLatest } from '../../db/migrations/migrate.js'
import type { Database } from '../../db/tables.js'
import {
  createTestInstallation,
  dialectUnderTest,
  type TestInstallation,
} from '../../test/test-server.js'
import { readGenerations } from './generations.repository.js'
import { readDeliverySnapshot } from './request-snapshot.js'
import { scopes as named } from './scopes.js'

describe(`Reading cache generations on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let mine: DatabaseHandle
  /** Another connection to the same database, as another process would have. */
  let other: DatabaseHandle

  beforeAll(async () => {
    installation = await createTestInstallation()
    const config = loadConfig(installation.env).database
    mine = openDatabase(config)
    await migrateToLatest(mine.db, mine.dialect)
    other = openDatabase(config)
  })
  afterAll(async () => {
    await other.db.destroy()
    await mine.db.destroy()
    await installation.destroy()
  })

  const bump = (handle: DatabaseHandle, scope: string) =>
    sql`insert into cache_generations (scope, generation) values (${scope}, 1)
      on conflict (scope) do update set generation = cache_generations.generation + 1`.execute(
      handle.db,
    )

  it('sees every write at once, its own and another connection’s, however often it asks', async () => {
    const read = async () => Object.fromEntries(await readGenerations(mine.db, ['a', 'b']))
    expect(await read()).toEqual({ a: 0, b: 0 })
    expect(await read()).toEqual({ a: 0, b: 0 })
    await bump(mine, 'a')
    expect(await read()).toEqual({ a: 1, b: 0 })
    await bump(other, 'b')
    expect(await read()).toEqual({ a: 1, b: 1 })
    expect(await read()).toEqual({ a: 1, b: 1 })
    await bump(other, 'a')
    await bump(other, 'a')
    expect(await read()).toEqual({ a: 3, b: 1 })
    // A scope not asked for before is read, not assumed.
    await bump(other, 'c')
    expect(Object.fromEntries(await readGenerations(mine.db, ['a', 'c']))).toEqual({ a: 3, c: 1 })
  })

  it('answers many reads asked at once with few queries, each as fresh as when it was asked', async () => {
    let queries = 0
    const counting = mine.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => Promise.resolve(result),
    })
    const executeQuery = counting.executeQuery.bind(counting)
    counting.executeQuery = ((query: Parameters<typeof executeQuery>[0]) => {
      queries += 1
      return executeQuery(query)
    }) as typeof counting.executeQuery
    await bump(other, 'd')
    const reads = Array.from({ length: 20 }, (_, i) =>
      readGenerations(counting, i % 2 ? ['d'] : ['d', 'e']),
    )
    // Asked while those are on their way: its query starts after this write.
    await bump(other, 'd')
    const later = readGenerations(counting, ['d'])
    const answers = await Promise.all(reads)
    expect(answers.every((found) => found.get('d')! >= 1)).toBe(true)
    expect((await later).get('d')).toBe(2)
    expect(queries).toBeLessThanOrEqual(3)
  })

  /** `handle`'s database with its queries counted (and, on SQLite, its change marker). */
  function counted(handle: DatabaseHandle) {
    const counter = { queries: 0, db: undefined as unknown as Kysely<Database> }
    // Every query's result passes here, built or raw.
    counter.db = handle.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => {
        counter.queries += 1
        return Promise.resolve(result)
      },
    })
    if (localChangeMarker(handle.db) !== undefined) {
      registerLocalChangeMarker(counter.db, () => localChangeMarker(handle.db)!)
    }
    return counter
  }

  it('stays exact through writes to scopes read, not read yet and new, from either connection', async () => {
    const scopes = Array.from({ length: 40 }, (_, i) => `exact:${i}`)
    const truth = async () => {
      const rows = await mine.db
        .selectFrom('cache_generations')
        .select(['scope', 'generation'])
        .where('scope', 'in', scopes)
        .execute()
      const found = new Map(rows.map((row) => [row.scope, Number(row.generation)]))
      return Object.fromEntries(scopes.map((scope) => [scope, found.get(scope) ?? 0]))
    }
    for (let round = 0; round < 30; round++) {
      // Some scopes written, by this process or another, before some are first asked for.
      const writer = round % 3 === 0 ? other : mine
      for (let n = 0; n < 1 + (round % 4); n++)
        await bump(writer, scopes[(round * 7 + n * 13) % 40]!)
      const asked = scopes.slice(0, 10 + round)
      const read = Object.fromEntries(await readGenerations(mine.db, asked))
      const expected = await truth()
      expect(read).toEqual(Object.fromEntries(asked.map((scope) => [scope, expected[scope]])))
    }
  })

  it.runIf(dialectUnderTest === 'sqlite')(
    'after a write reads what moved, not every scope it knows again',
    async () => {
      const scopes = Array.from({ length: 300 }, (_, i) => `many:${i}`)
      const counter = counted(mine)
      await readGenerations(counter.db, scopes)
      expect(Object.fromEntries(await readGenerations(counter.db, scopes))).toEqual(
        Object.fromEntries(scopes.map((scope) => [scope, 0])),
      )
      for (const writer of [mine, other]) {
        await bump(writer, 'elsewhere')
        await bump(writer, 'many:7')
        counter.queries = 0
        // As requests ask: each for the scope of the item it reads.
        const read = new Map<string, number>()
        for (const scope of scopes) {
          for (const [key, value] of await readGenerations(counter.db, [scope]))
            read.set(key, value)
        }
        expect(read.get('many:7')).toBe(writer === mine ? 1 : 2)
        expect(read.get('many:8')).toBe(0)
        // One query, for what moved.
        expect(counter.queries).toBe(1)
      }
    },
  )

  it("moves a delivery read's snapshot with every write it depends on, from either connection", async () => {
    // A type that does not exist yet depends on the global scopes alone, settings among them.
    const read = () =>
      readDeliverySnapshot(mine.db, {
        apiKey: true,
        typeRead: { type: 'article', expanding: false },
      })
    const first = await read()
    expect((await read()).vector).toBe(first.vector)
    expect(first.vector).toContain(`${named.settings}=0`)
    expect(first.generation(named.keys)).toBe(0)

    await bump(mine, named.settings)
    expect((await read()).vector).toContain(`${named.settings}=1`)
    await bump(other, named.settings)
    expect((await read()).vector).toContain(`${named.settings}=2`)

    // The key scope is read for the key lookup, though the answer's vector leaves it out.
    await bump(other, named.keys)
    const afterKeys = await read()
    expect(afterKeys.generation(named.keys)).toBe(1)
    expect(afterKeys.vector).toContain(`${named.settings}=2`)
  })
})
