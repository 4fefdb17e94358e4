import { mediaMessages, type MediaItem } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { mediaNotFound, toMediaItem, type MediaEnv } from '../media-view.js'
import { updateMediaFile } from '../media.repository.js'
import { receiveFile, type ReceiveResult, type RoomLeft } from '../receive-file.js'
import { mediaKeyPrefix, originalKey } from '../storage/storage-driver.js'
import { readStorageBudget, roomLeft } from '../storage-quota.js'
import type { UploadPart } from '../upload-parts.js'
import { requireMediaRow } from './get-media.js'

/** The first file of the form, stored over the original; other parts are ignored. */
async function receiveReplacement(
  env: MediaEnv,
  id: string,
  parts: AsyncIterable<UploadPart>,
  room: RoomLeft | null,
): Promise<ReceiveResult | null> {
  let result: ReceiveResult | null = null
  for await (const part of parts) {
    if (part.kind !== 'file') continue
    if (result) {
      part.stream.resume()
      continue
    }
    result = await receiveFile(env.storage, part, originalKey(id), room)
  }
  return result
}

/**
 * Replaces a file's bytes with the form's file, keeping its id, name, folder and alt text, so
 * content that uses it shows the new file. Editors only; the same checks as an upload, the
 * storage quota counting the new size instead of the old. The
 * new bytes replace the original only once completely stored (a refused or broken upload
 * keeps the old file); then the row takes the new type, size and dimensions, and the cached
 * transforms of the old image are dropped.
 */
export async function replaceMediaFile(
  ctx: OperationContext,
  env: MediaEnv,
  id: string,
  parts: AsyncIterable<UploadPart>,
): Promise<MediaItem> {
  const actor = await requireCapability(ctx, 'media.upload')
  const current = await requireMediaRow(ctx, id)
  // The old bytes make room for the new: the quota counts what stays stored.
  const budget = await readStorageBudget(ctx)
  const room = budget && roomLeft({ ...budget, usedBytes: budget.usedBytes - Number(current.size) })

  const result = await receiveReplacement(env, id, parts, room)
  if (!result) {
    throw new AppError('validation_failed', mediaMessages.oneFileOnly, [
      { path: 'file', message: mediaMessages.oneFileOnly },
    ])
  }
  if (!result.ok) {
    const { name, code, message } = result.refusal
    throw new AppError(code, message, [{ path: name, message }])
  }

  const { type, mimeType, size, width, height } = result.file
  const row = await updateMediaFile(ctx.db, id, {
    type,
    mimeType,
    size,
    width,
    height,
    updatedAt: nowIso(),
  })
  if (!row) {
    // Deleted while the new bytes were arriving: they belong to nothing.
    await env.storage.delete(mediaKeyPrefix(id), { prefix: true })
    throw mediaNotFound()
  }
  try {
    await env.storage.delete(`${mediaKeyPrefix(id)}/transforms`, { prefix: true })
  } catch (error) {
    ctx.logger.warn({ err: error, mediaId: id }, 'could not drop the cached transforms')
  }
  ctx.logger.info({ mediaId: id, by: actor.userId }, 'media file replaced')
  return toMediaItem(env, row)
}
