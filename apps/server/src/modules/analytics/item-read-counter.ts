import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import {
  createBatchedDailyCounter,
  type BatchedDailyCounter,
} from '../../lib/batched-daily-counter.js'
import { addDailyReads, existingItemIds } from './analytics.repository.js'

/** Counts one delivery read of an item (`count(itemId, at?)`); see createItemReadCounter. */
export type ItemReadCounter = BatchedDailyCounter

/**
 * Delivery reads per content item and UTC day for the analytics page's most-read items,
 * counted in memory and written in batches like API key usage (see
 * createBatchedDailyCounter). Counts of items deleted meanwhile are dropped.
 */
export function createItemReadCounter(options: {
  db: Kysely<Database>
  logger: FastifyBaseLogger
  flushIntervalMs?: number
}): ItemReadCounter {
  const { db } = options
  return createBatchedDailyCounter({
    name: 'item reads',
    logger: options.logger,
    flushIntervalMs: options.flushIntervalMs,
    async write(counts) {
      // An item deleted between this check and the write fails the batch once (its counts
      // are kept); the next try leaves it out.
      const live = await existingItemIds(db, [...new Set(counts.map((entry) => entry.key))])
      await addDailyReads(
        db,
        counts
          .filter((entry) => live.has(entry.key))
          .map((entry) => ({ itemId: entry.key, day: entry.day, count: entry.count })),
      )
    },
  })
}
