import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import SQLite from './sqlite-driver.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { ReadTimeoutError, SqliteReadPool } from './sqlite-read-pool.js'

/** A read that takes seconds on any machine: counting to fifty million in a recursive CTE. */
const SLOW = `with recursive n(i) as (select 1 union all select i + 1 from n where i < 50000000)
  select count(*) as c from n`

describe('SqliteReadPool', () => {
  let dir: string
  let pool: SqliteReadPool

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'folio-read-pool-'))
    const filename = path.join(dir, 'folio.db')
    const database = new SQLite(filename)
    database.pragma('journal_mode = WAL')
    database.exec('create table t (v integer); insert into t values (1), (2), (3)')
    database.close()
    pool = new SqliteReadPool({
      filename,
      size: 1,
      timeoutMs: 500,
      busyTimeoutMs: 100,
      statementCacheSize: 10,
    })
  })

  afterEach(async () => {
    await pool.close()
    rmSync(dir, { recursive: true, force: true })
  })

  function poolOf(options: { filename?: string; size?: number; timeoutMs: number }) {
    return new SqliteReadPool({
      filename: options.filename ?? path.join(dir, 'folio.db'),
      size: options.size ?? 1,
      timeoutMs: options.timeoutMs,
      busyTimeoutMs: 100,
      statementCacheSize: 10,
    })
  }

  it("does not count a worker's start against a read's budget", async () => {
    // Starting a worker (a thread, the driver, the file) takes tens of milliseconds; a read of
    // three rows takes well under one. A budget between the two must let the first reads through.
    const quick = poolOf({ size: 2, timeoutMs: 15 })
    try {
      const reads = Array.from({ length: 4 }, () => quick.run('select count(*) as n from t', []))
      expect(await Promise.all(reads)).toEqual(Array.from({ length: 4 }, () => [{ n: 3 }]))
    } finally {
      await quick.close()
    }
  })

  it('fails the waiting reads with the reason when a worker cannot open the database', async () => {
    const broken = poolOf({ filename: path.join(dir, 'missing.db'), timeoutMs: 0 })
    try {
      await expect(broken.run('select 1', [])).rejects.toThrow(/missing\.db|unable to open/i)
      // The next read tries again rather than finding a pool that gave up.
      await expect(broken.run('select 1', [])).rejects.toThrow(/missing\.db|unable to open/i)
    } finally {
      await broken.close()
    }
  })

  it('answers reads from a worker', async () => {
    expect(await pool.run('select sum(v) as total from t', [])).toEqual([{ total: 6 }])
  })

  it('refuses reads past the budget, and those waiting behind them, without piling up workers', async () => {
    const started = Date.now()
    // One worker: the first read runs, the others wait for a worker; every one ends on time
    // even though the abandoned statements keep running in their threads.
    const reads = Array.from({ length: 8 }, () => pool.run(SLOW, []))
    const results = await Promise.allSettled(reads)
    for (const result of results) {
      expect(result.status).toBe('rejected')
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ReadTimeoutError)
    }
    // Taking turns, eight reads would need four seconds; together they end within two budgets.
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
