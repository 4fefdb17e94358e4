import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import {
  createBatchedDailyCounter,
  type BatchedDailyCounter,
} from '../../lib/batched-daily-counter.js'
import { addDailyRequests, existingApiKeyIds } from './connections.repository.js'

/** Counts one request of a key (`count(apiKeyId, at?)`); see createApiKeyUsageCounter. */
export type ApiKeyUsageCounter = BatchedDailyCounter

/**
 * Requests per API key and UTC day, counted in memory and written in one upsert every
 * `flushIntervalMs` (see createBatchedDailyCounter). Counts of keys revoked meanwhile are
 * dropped.
 */
export function createApiKeyUsageCounter(options: {
  db: Kysely<Database>
  logger: FastifyBaseLogger
  flushIntervalMs?: number
}): ApiKeyUsageCounter {
  const { db } = options
  return createBatchedDailyCounter({
    name: 'API key usage',
    logger: options.logger,
    flushIntervalMs: options.flushIntervalMs,
    async write(counts) {
      // A key revoked between this check and the write fails the batch once (its counts are
      // kept); the next try leaves it out.
      const live = await existingApiKeyIds(db, [...new Set(counts.map((entry) => entry.key))])
      await addDailyRequests(
        db,
        counts
          .filter((entry) => live.has(entry.key))
          .map((entry) => ({ apiKeyId: entry.key, day: entry.day, count: entry.count })),
      )
    },
  })
}
