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
import { readDeliverySnapshot } from './request-snapshot.js'
import { scopes } from './scopes.js'

describe(`A delivery read's snapshot on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let mine: DatabaseHandle
  /** Another connection to the same database, as another instance would have. */
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

  // A type that does not exist yet depends on the global scopes alone, settings among them.
  const read = () =>
    readDeliverySnapshot(mine.db, { apiKey: true, typeRead: { type: 'article', expanding: false } })

  it('moves with every write it depends on, from either connection, and only then', async () => {
    const first = await read()
    expect((await read()).vector).toBe(first.vector)
    expect(first.vector).toContain(`${scopes.settings}=0`)
    expect(first.generation(scopes.keys)).toBe(0)

    await bump(mine, scopes.settings)
    const afterMine = await read()
    expect(afterMine.vector).toContain(`${scopes.settings}=1`)

    await bump(other, scopes.settings)
    expect((await read()).vector).toContain(`${scopes.settings}=2`)

    // The key scope is read for the key lookup, though the answer's vector leaves it out.
    await bump(other, scopes.keys)
    const afterKeys = await read()
    expect(afterKeys.generation(scopes.keys)).toBe(1)
    expect(afterKeys.vector).toContain(`${scopes.settings}=2`)
  })
})
