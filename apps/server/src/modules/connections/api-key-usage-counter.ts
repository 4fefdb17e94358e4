import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import {
  addDailyRequests,
  existingApiKeyIds,
  type DailyRequests,
} from './connections.repository.js'

const DAY_MS = 86_400_000

export interface ApiKeyUsageCounter {
  /** Counts one request of the key on `at`'s UTC day (now by default). Never waits. */
  count(apiKeyId: string, at?: Date): void
  /** Writes the counts so far; resolves once they are stored (or kept for the next try). */
  flush(): Promise<void>
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>
}

/**
 * Requests per API key and UTC day, counted in memory and written in one upsert every
 * `flushIntervalMs`: a delivery request must never wait for a write, and one statement every
 * few seconds costs the database far less than one per request. A failed write keeps its
 * counts for the next flush; counts of keys revoked meanwhile are dropped. Counts of the last
 * interval are lost if the process dies without stopping the counter.
 */
export function createApiKeyUsageCounter(options: {
  db: Kysely<Database>
  logger: FastifyBaseLogger
  flushIntervalMs?: number
}): ApiKeyUsageCounter {
  const { db, logger } = options
  // Keyed `<apiKeyId> <day>`: ids are UUIDs and days have no space.
  let pending = new Map<string, number>()
  // The day string of the current UTC day, recomputed only when the day ends.
  let today = ''
  let todayEndsAt = 0
  let running: Promise<void> = Promise.resolve()

  const dayOf = (at: Date | undefined): string => {
    if (at) return at.toISOString().slice(0, 10)
    const now = Date.now()
    if (now >= todayEndsAt) {
      today = new Date(now).toISOString().slice(0, 10)
      todayEndsAt = (Math.floor(now / DAY_MS) + 1) * DAY_MS
    }
    return today
  }

  const write = async () => {
    if (!pending.size) return
    const batch = pending
    pending = new Map()
    const rows: DailyRequests[] = [...batch].map(([entry, count]) => {
      const [apiKeyId = '', day = ''] = entry.split(' ')
      return { apiKeyId, day, count }
    })
    try {
      const live = await existingApiKeyIds(db, [...new Set(rows.map((row) => row.apiKeyId))])
      await addDailyRequests(
        db,
        rows.filter((row) => live.has(row.apiKeyId)),
      )
    } catch (error) {
      // Put the counts back, with whatever came in meanwhile. A key revoked between the
      // check and the write fails the batch once; the next try leaves it out.
      for (const [entry, count] of batch) pending.set(entry, (pending.get(entry) ?? 0) + count)
      logger.warn({ err: error, keys: batch.size }, 'could not save API key usage; will retry')
    }
  }

  // One write at a time, so two flushes never add the same counts twice.
  const flush = () => {
    running = running.then(write)
    return running
  }

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 5000)
  // The counter must not keep a process alive that is otherwise done.
  timer.unref()

  return {
    count(apiKeyId, at) {
      const entry = `${apiKeyId} ${dayOf(at)}`
      pending.set(entry, (pending.get(entry) ?? 0) + 1)
    },
    flush,
    async stop() {
      clearInterval(timer)
      await flush()
    },
  }
}
