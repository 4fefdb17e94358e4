import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely'

import type { Database } from '../tables.js'
import { SqliteReadPool, type SqliteReadPoolOptions } from './sqlite-read-pool.js'

class PooledConnection implements DatabaseConnection {
  constructor(private readonly pool: SqliteReadPool) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const rows = await this.pool.run(compiledQuery.sql, compiledQuery.parameters)
    return { rows: rows as R[] }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not offered on the read connections')
  }
}

/**
 * Every statement goes to whichever worker is free, so "connections" are only handles on the
 * pool. Transactions are refused: a read inside a write transaction belongs on that
 * transaction, and the operation context hands it that instead.
 */
class ReadPoolDriver implements Driver {
  readonly #pool: SqliteReadPool
  readonly #connection: PooledConnection

  constructor(pool: SqliteReadPool) {
    this.#pool = pool
    this.#connection = new PooledConnection(pool)
  }

  async init() {}
  async acquireConnection() {
    return this.#connection
  }
  async beginTransaction(): Promise<void> {
    throw new Error('The read connections take no transactions')
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection() {}
  async destroy() {
    await this.#pool.close()
  }
}

/** A Kysely whose queries run on read-only connections in worker threads. */
export function createSqliteReadKysely(options: SqliteReadPoolOptions): Kysely<Database> {
  const pool = new SqliteReadPool(options)
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReadPoolDriver(pool),
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createIntrospector: (db) => new SqliteIntrospector(db),
    },
  })
}
