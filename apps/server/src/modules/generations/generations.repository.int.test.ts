import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadConfig } from '../../config/config.js'
import { openDatabase, type DatabaseHandle } from '../../db/database.js'
import { migrateToLatest } from '../../db/migrations/migrate.js'
import {
  createTestInstallation,
  dialectUnderTest,
  type TestInstallation,
} from '../../test/test-server.js'
import { readGenerations } from './generations.repository.js'

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
})
