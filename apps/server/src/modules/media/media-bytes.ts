import type { OperationContext } from '../../lib/context.js'
import { mediaKeyPrefix, type StorageDriver } from './storage/storage-driver.js'

/** Deletes at once, then waits: enough to keep a bulk delete quick without flooding S3. */
const PARALLEL_DELETES = 8

/**
 * Deletes the stored bytes of files (originals and cached transforms). Runs after the rows
 * are gone for good: a failure leaves unreachable bytes, logged, never a row without a file.
 */
export async function removeMediaBytes(
  ctx: Pick<OperationContext, 'logger'>,
  storage: StorageDriver,
  ids: readonly string[],
): Promise<void> {
  for (let start = 0; start < ids.length; start += PARALLEL_DELETES) {
    await Promise.all(
      ids.slice(start, start + PARALLEL_DELETES).map(async (id) => {
        try {
          await storage.delete(mediaKeyPrefix(id), { prefix: true })
        } catch (error) {
          ctx.logger.warn({ err: error, mediaId: id }, 'could not delete the bytes of a media file')
        }
      }),
    )
  }
}
