import { Readable } from 'node:stream'

import { mediaMessages } from '@folio/schema'
import type { FastifyBaseLogger } from 'fastify'

import { AppError } from '../../../lib/app-error.js'
import type { StorageDriver } from '../storage/storage-driver.js'
import { createConcurrencyLimit } from './concurrency-limit.js'
import type { MediaFile } from './find-media-file.js'
import { renderImage } from './render-image.js'
import { transformKey, transformOutput, type TransformSpec } from './transform-query.js'

/** Transforms rendered at once: image work is CPU-bound, so more would only slow every one. */
const MAX_CONCURRENT_TRANSFORMS = 2
/** Transforms waiting for a turn; more are answered 503 instead of piling up. */
const MAX_QUEUED_TRANSFORMS = 100

export interface TransformedFile {
  body: Readable | Buffer
  size: number
  /** hit: streamed from the storage cache; miss: rendered by this request (or one alongside). */
  cache: 'hit' | 'miss'
}

export interface TransformRunner {
  transform(
    file: MediaFile,
    spec: TransformSpec,
    logger: FastifyBaseLogger,
    /** Who asks (the client address): new renders are budgeted per client. */
    client: string,
  ): Promise<TransformedFile>
}

const RENDER_WINDOW_MS = 60_000

/** Counts new renders per client in fixed one-minute windows, forgetting the last window's. */
function renderBudget(perMinute: number) {
  let window = -1
  let counts = new Map<string, number>()
  return (client: string) => {
    const now = Math.floor(Date.now() / RENDER_WINDOW_MS)
    if (now !== window) {
      window = now
      counts = new Map()
    }
    const used = (counts.get(client) ?? 0) + 1
    counts.set(client, used)
    if (used > perMinute) {
      throw new AppError('rate_limited', mediaMessages.tooManyNewSizes)
    }
  }
}

/**
 * Serves transforms from the storage driver's cache, rendering each at most once: requests
 * for the same missing transform wait for one rendering instead of starting their own. Cached
 * transforms are free; each client may have `rendersPerMinute` new ones made.
 */
export function createTransformRunner(
  storage: StorageDriver,
  rendersPerMinute: number,
): TransformRunner {
  const spend = renderBudget(rendersPerMinute)
  const limit = createConcurrencyLimit(
    MAX_CONCURRENT_TRANSFORMS,
    MAX_QUEUED_TRANSFORMS,
    'Too many images are being resized right now. Please try again shortly.',
  )
  const rendering = new Map<string, Promise<Buffer>>()

  async function render(
    file: MediaFile,
    spec: TransformSpec,
    key: string,
    logger: FastifyBaseLogger,
  ) {
    const output = await limit(async () => {
      const original = await storage.get(file.storageKey)
      if (!original) throw new AppError('not_found', mediaMessages.notFound)
      return renderImage(original.body, spec)
    })
    try {
      await storage.put(key, Readable.from([output]), transformOutput[spec.format].mimeType)
    } catch (error) {
      // The result is still good to send; the next request renders it again.
      logger.warn({ err: error, key }, 'could not cache an image transform')
    }
    return output
  }

  return {
    async transform(file, spec, logger, client) {
      const key = transformKey(file.id, spec, file.updatedAt)
      const cached = await storage.get(key)
      if (cached) return { body: cached.body, size: cached.size, cache: 'hit' }
      let pending = rendering.get(key)
      if (!pending) {
        spend(client)
        pending = render(file, spec, key, logger).finally(() => rendering.delete(key))
        rendering.set(key, pending)
      }
      const output = await pending
      return { body: output, size: output.length, cache: 'miss' }
    },
  }
}
