import SQLite from './sqlite-driver.js'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { postgresDialect } from './postgres.js'
import { sqliteDialect } from './sqlite.js'

function pgError(code: string) {
  const error = new pg.DatabaseError('server said no', 0, 'error')
  error.code = code
  return error
}

function systemError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code })
}

describe('which database errors mean "unavailable, try again"', () => {
  const postgres = postgresDialect('postgres://localhost/folio')
  const sqlite = sqliteDialect('/tmp/folio-never-opened.db')

  it('PostgreSQL: server shutting down, too many connections, lost or refused connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001']) {
      expect(postgres.isUnavailable(pgError(code)), code).toBe(true)
    }
    expect(postgres.isUnavailable(systemError('ECONNREFUSED'))).toBe(true)
    // Node reports a host whose every address refused as an AggregateError.
    const refused = Object.assign(
      new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')]),
      { code: 'ECONNREFUSED' },
    )
    expect(postgres.isUnavailable(refused)).toBe(true)
    const wrapped = new Error('Connection terminated due to connection timeout', {
      cause: new Error('timeout expired'),
    })
    expect(postgres.isUnavailable(wrapped)).toBe(true)
    expect(postgres.isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('PostgreSQL: a refused statement is not an outage', () => {
    for (const code of ['23505', '22P02', '42P01', '40001']) {
      expect(postgres.isUnavailable(pgError(code)), code).toBe(false)
    }
    expect(postgres.isUnavailable(new Error('something else'))).toBe(false)
    expect(postgres.isUnavailable(undefined)).toBe(false)
  })

  it('SQLite: a locked, unopenable or failing file, extended codes included', () => {
    for (const code of [
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
      'SQLITE_LOCKED',
      'SQLITE_CANTOPEN',
    ]) {
      expect(sqlite.isUnavailable(new SQLite.SqliteError('busy', code)), code).toBe(true)
    }
    expect(sqlite.isUnavailable(new SQLite.SqliteError('io', 'SQLITE_IOERR_WRITE'))).toBe(true)
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'SQLITE_BUSYNESS']) {
      expect(sqlite.isUnavailable(new SQLite.SqliteError('no', code)), code).toBe(false)
    }
    // A PostgreSQL error means nothing to SQLite, and the other way round.
    expect(sqlite.isUnavailable(pgError('57P01'))).toBe(false)
    expect(postgres.isUnavailable(new SQLite.SqliteError('busy', 'SQLITE_BUSY'))).toBe(false)
  })
})
