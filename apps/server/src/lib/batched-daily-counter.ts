import type { FastifyBaseLogger } from 'fastify'

const DAY_MS = 86_400_000

/** What was counted for one key on one UTC day since the last write. */
export interface DailyCount {
  key: string
  /** `YYYY-MM-DD`, UTC. */
  day: string
  count: number
}

export interface BatchedDailyCounter {
  /** Counts one event of `key` on `at`'s UTC day (now by default). Never waits. */
  count(key: string, at?: Date): void
  /** Writes the counts so far; resolves once they are stored (or kept for the next try). */
  flush(): Promise<void>
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>
}

/**
 * Events per key and UTC day, counted in memory and handed to `write` in one batch every
 * `flushIntervalMs`: a request must never wait for a database write, and one statement every
 * few seconds costs the database far less than one per request. `write` adds the counts to
 * what is stored (an upsert); when it throws, the batch is kept and tried again with whatever
 * came in meanwhile. Counts of the last interval are lost if the process dies without
 * stopping the counter.
 */
export function createBatchedDailyCounter(options: {
  write: (counts: DailyCount[]) => Promise<void>
  logger: FastifyBaseLogger
  /** What is counted, for the warning of a failed write ("API key usage"). */
  name: string
  flushIntervalMs?: number
}): BatchedDailyCounter {
  const { write, logger, name } = options
  // Day → key → count. Days first: counting looks up today's map, computed once a day.
  let pending = new Map<string, Map<string, number>>()
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

  const add = (day: string, key: string, count: number) => {
    let keys = pending.get(day)
    if (!keys) {
      keys = new Map()
      pending.set(day, keys)
    }
    keys.set(key, (keys.get(key) ?? 0) + count)
  }

  const writeBatch = async () => {
    if (!pending.size) return
    const batch = pending
    pending = new Map()
    const counts: DailyCount[] = []
    for (const [day, keys] of batch) {
      for (const [key, count] of keys) counts.push({ key, day, count })
    }
    try {
      await write(counts)
    } catch (error) {
      for (const entry of counts) add(entry.day, entry.key, entry.count)
      logger.warn({ err: error, entries: counts.length }, `could not save ${name}; will retry`)
    }
  }

  // One write at a time, so two flushes never add the same counts twice.
  const flush = () => {
    running = running.then(writeBatch)
    return running
  }

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 5000)
  // The counter must not keep a process alive that is otherwise done.
  timer.unref()

  return {
    count(key, at) {
      add(dayOf(at), key, 1)
    },
    flush,
    async stop() {
      clearInterval(timer)
      await flush()
    },
  }
}
