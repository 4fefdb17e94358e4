import { Worker } from 'node:worker_threads'

import SQLite, { sqliteDriverPath } from './sqlite-driver.js'

/**
 * A worker's whole program. It is handed to Node as source text rather than as a module file,
 * so the same code runs from the TypeScript sources and from the build.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const SQLite = require(workerData.driver)
let database
try {
  database = new SQLite(workerData.filename, { fileMustExist: true })
} catch (error) {
  // The driver's own error class loses its message on the way out of a thread; a plain one keeps it.
  throw Object.assign(new Error(String(error && error.message) + ': ' + workerData.filename), { code: error && error.code })
}
database.pragma('busy_timeout = ' + workerData.busyTimeoutMs)
// Reads only: a statement that would write fails instead of racing the server's writer.
database.pragma('query_only = ON')
const statements = new Map()
parentPort.postMessage({ ready: true })
function prepare(source) {
  let statement = statements.get(source)
  if (!statement) {
    statement = database.prepare(source)
    statements.set(source, statement)
    if (statements.size > workerData.statementCacheSize) {
      statements.delete(statements.keys().next().value)
    }
  }
  return statement
}
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const statement = prepare(sql)
    const rows = statement.reader ? statement.all(parameters) : (statement.run(parameters), [])
    parentPort.postMessage({ id, rows })
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } })
  }
})
`

/**
 * A reader's young generation, in MB. A reader only holds the rows of the page it is sending,
 * which die young; V8's default (tens of MB per thread) let each idle reader keep that much
 * resident for nothing.
 */
const READER_YOUNG_GENERATION_MB = 4

/** A read that ran past the time budget; its worker was stopped and replaced. */
export class ReadTimeoutError extends Error {
  constructor(
    /** The SQL, without its parameters: the shape of what was too expensive. */
    readonly sql: string,
    readonly timeoutMs: number,
  ) {
    super(`The query ran longer than ${timeoutMs} ms`)
    this.name = 'ReadTimeoutError'
  }
}

interface Job {
  id: number
  sql: string
  parameters: readonly unknown[]
  resolve(rows: unknown[]): void
  reject(error: Error): void
  /**
   * The budget also covers the wait for a worker, so a queue behind slow reads ends too. It
   * starts once a worker is up: a worker's start is the server's cost, not the query's.
   */
  waiting?: NodeJS.Timeout | undefined
}

interface Reader {
  worker: Worker
  /** Its connection is open: it takes jobs from here on. */
  ready: boolean
  job: Job | null
  timer: NodeJS.Timeout | undefined
}

type Reply =
  | { ready: true }
  | { id: number; rows: unknown[] }
  | { id: number; error: { message: string; code?: string } }

export interface SqliteReadPoolOptions {
  filename: string
  size: number
  /** 0: no budget. */
  timeoutMs: number
  busyTimeoutMs: number
  statementCacheSize: number
}

/**
 * Read connections in worker threads. better-sqlite3 answers synchronously, so a long read on
 * the server's own connection holds up every other request; here it holds up one worker. Each
 * worker has its own connection to the same file, and write-ahead logging lets them read while
 * the server's connection writes.
 */
export class SqliteReadPool {
  readonly #options: SqliteReadPoolOptions
  readonly #driver = sqliteDriverPath
  readonly #readers: Reader[] = []
  readonly #queue: Job[] = []
  /**
   * Workers let go past the budget whose statement is still running: SQLite cannot be stopped
   * from outside, so each keeps a core busy until its statement ends. No more than `size` of
   * them are allowed at once; past that a stopped worker is replaced only when one of them ends,
   * so a client sending expensive reads over and over cannot pile up threads.
   */
  readonly #abandoned = new Set<Worker>()
  #nextId = 0
  #closed = false

  constructor(options: SqliteReadPoolOptions) {
    this.#options = options
  }

  /** Runs one statement on the next free worker; rejects with ReadTimeoutError past the budget. */
  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.#closed) {
      return Promise.reject(new TypeError('The database connection is not open'))
    }
    // Started on first use: a server that never delivers a list starts no threads.
    this.#fill()
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: ++this.#nextId, sql, parameters, resolve, reject })
      this.#dispatch()
    })
  }

  async close(): Promise<void> {
    this.#closed = true
    for (const job of this.#queue.splice(0)) {
      clearTimeout(job.waiting)
      job.reject(new TypeError('The database connection is not open'))
    }
    await Promise.all(
      this.#readers.splice(0).map(async (reader) => {
        clearTimeout(reader.timer)
        reader.job?.reject(new TypeError('The database connection is not open'))
        await reader.worker.terminate()
      }),
    )
    this.#abandoned.clear()
  }

  /** Keeps `size` workers, short of the ones waiting for an abandoned worker to end. */
  #fill() {
    const slots = this.#options.size - Math.max(0, this.#abandoned.size - this.#options.size)
    while (!this.#closed && this.#readers.length < slots) this.#readers.push(this.#spawn())
  }

  #spawn(): Reader {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      resourceLimits: { maxYoungGenerationSizeMb: READER_YOUNG_GENERATION_MB },
      workerData: {
        driver: this.#driver,
        filename: this.#options.filename,
        busyTimeoutMs: this.#options.busyTimeoutMs,
        statementCacheSize: this.#options.statementCacheSize,
      },
    })
    // An idle worker must not keep the process alive once the server has stopped.
    worker.unref()
    const reader: Reader = { worker, ready: false, job: null, timer: undefined }
    worker.on('message', (reply: Reply) => this.#settle(reader, reply))
    worker.on('error', (error) => this.#fail(reader, error))
    worker.on('exit', () => this.#fail(reader, new Error('A database reader stopped unexpectedly')))
    return reader
  }

  #dispatch() {
    for (const reader of this.#readers) {
      if (!reader.ready || reader.job) continue
      const job = this.#queue.shift()
      if (!job) break
      clearTimeout(job.waiting)
      reader.job = job
      if (this.#options.timeoutMs > 0) {
        reader.timer = setTimeout(() => this.#timeOut(reader), this.#options.timeoutMs)
      }
      reader.worker.postMessage({ id: job.id, sql: job.sql, parameters: job.parameters })
    }
    // Whatever is left waits behind running reads, and that wait counts, unless no worker is up
    // yet: then the budget starts with the first one's ready.
    if (this.#options.timeoutMs > 0 && this.#readers.some((reader) => reader.ready)) {
      for (const job of this.#queue) job.waiting ??= this.#startWaiting(job)
    }
  }

  #startWaiting(job: Job): NodeJS.Timeout {
    return setTimeout(() => {
      const index = this.#queue.indexOf(job)
      if (index === -1) return
      this.#queue.splice(index, 1)
      job.reject(new ReadTimeoutError(job.sql, this.#options.timeoutMs))
    }, this.#options.timeoutMs)
  }

  #settle(reader: Reader, reply: Reply) {
    if ('ready' in reply) {
      reader.ready = true
      this.#dispatch()
      return
    }
    const job = reader.job
    if (!job || job.id !== reply.id) return
    clearTimeout(reader.timer)
    reader.job = null
    if ('error' in reply) {
      // Rebuilt as the driver's own error, so outages are recognised as they are on the server's
      // connection (a locked file is a 503).
      job.reject(new SQLite.SqliteError(reply.error.message, reply.error.code ?? 'SQLITE_ERROR'))
    } else {
      job.resolve(reply.rows)
    }
    this.#dispatch()
  }

  /**
   * SQLite cannot be interrupted from outside its thread, so the worker is let go (it stops as
   * soon as the statement returns) and a fresh one takes its place at once.
   */
  #timeOut(reader: Reader) {
    const job = reader.job
    if (!job) return
    this.#replace(reader)
    job.reject(new ReadTimeoutError(job.sql, this.#options.timeoutMs))
  }

  #fail(reader: Reader, error: Error) {
    if (this.#closed || !this.#readers.includes(reader)) return
    if (!reader.ready) {
      // It could not open the database. Starting another at once would fail the same way, so
      // the reads waiting for a first worker fail with the reason and the next read tries again.
      this.#readers.splice(this.#readers.indexOf(reader), 1)
      void reader.worker.terminate()
      if (this.#readers.some((other) => other.ready)) return
      for (const job of this.#queue.splice(0)) {
        clearTimeout(job.waiting)
        job.reject(error)
      }
      return
    }
    const job = reader.job
    this.#replace(reader)
    job?.reject(error)
  }

  #replace(reader: Reader) {
    clearTimeout(reader.timer)
    reader.job = null
    const old = reader.worker
    old.removeAllListeners()
    // Late events of the old worker are ignored; an error during its end must not crash us.
    old.on('error', () => {})
    this.#abandoned.add(old)
    old.once('exit', () => {
      this.#abandoned.delete(old)
      this.#fill()
      this.#dispatch()
    })
    void old.terminate()
    const index = this.#readers.indexOf(reader)
    if (index >= 0) this.#readers.splice(index, 1)
    this.#fill()
    this.#dispatch()
  }
}
