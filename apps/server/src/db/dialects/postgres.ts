import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'

import type { Database } from '../tables.js'
import type { Dialect } from './dialect.js'

const JSONB_OID = 3802
const INT8_OID = 20
const UNIQUE_VIOLATION = '23505'

export function postgresDialect(connectionString: string): Dialect {
  return {
    name: 'postgres',
    jsonColumnType: 'jsonb',
    createKysely() {
      // Hand JSON back as text and counts as numbers, so rows look the same as on SQLite.
      const types = {
        getTypeParser(oid: number, format?: 'text' | 'binary') {
          if (oid === JSONB_OID) return (value: string) => value
          if (oid === INT8_OID) return (value: string) => Number(value)
          return pg.types.getTypeParser(oid, format) as (value: string) => unknown
        },
      } as typeof pg.types
      const pool = new pg.Pool({
        connectionString,
        types,
        max: 10,
        connectionTimeoutMillis: 5000,
        idleTimeoutMillis: 30_000,
      })
      // An idle client losing its connection (server restart) must not crash the process;
      // the pool replaces it and the next query reports any lasting outage.
      pool.on('error', () => {})
      return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    },
    async migrationSchema(db) {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
      return rows[0]?.schema
    },
    jsonText: (column, key) => sql<string | null>`(${sql.ref(column)} ->> ${key})`,
    forUpdate: (query) => query.forUpdate(),
    isUniqueViolation(error, constraint) {
      return (
        error instanceof pg.DatabaseError &&
        error.code === UNIQUE_VIOLATION &&
        error.constraint === constraint.name
      )
    },
  }
}
