import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'

import {
  MEDIA_MAX_FILES_PER_UPLOAD,
  mediaMessages,
  type MediaItem,
  type MediaUploadResult,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { mediaChanged, mediaChanging } from '../media-change.js'
import { removeMediaBytes } from '../media-bytes.js'
import { findFolderById } from '../media-folders.repository.js'
import { folderNotFound, toMediaItem, type MediaEnv } from '../media-view.js'
import { insertMedia, newMediaRow } from '../media.repository.js'
import { receiveFile, type ReceivedFile, type UploadRefusal } from '../receive-file.js'
import { originalKey } from '../storage/storage-driver.js'
import {
  keepWithinQuota,
  readStorageBudget,
  refuseDeclaredSize,
  roomLeft,
  type StorageBudget,
} from '../storage-quota.js'
import type { UploadPart } from '../upload-parts.js'

type StoredFile = ReceivedFile & { id: string }

/** The most parts an upload form may have (as the multipart plugin is set up in media.routes). */
const MEDIA_MAX_PARTS = MEDIA_MAX_FILES_PER_UPLOAD + 10

/** `folderId` as sent: empty or `root` is no folder; anything else must exist. */
async function resolveFolder(ctx: OperationContext, sent: string): Promise<string | null> {
  const id = sent.trim()
  if (id === '' || id === 'root') return null
  if (!(await findFolderById(ctx.db, id))) throw folderNotFound()
  return id
}

/** Reads a file to its end and drops it (the parser needs it read to reach the next part). */
async function discard(stream: Readable): Promise<void> {
  try {
    for await (const _chunk of stream) {
      // Dropped.
    }
  } catch {
    // The request failed; the loop over the parts sees that next.
  }
}

/** The error of an upload whose every file was refused: the first refusal, listing them all. */
function allRefused(refused: UploadRefusal[]): AppError {
  const [first] = refused as [UploadRefusal]
  const details = refused.map((file) => ({ path: file.name, message: file.message }))
  return new AppError(first.code, first.message, details)
}

/**
 * Reads the form: the folder first, then each file streamed to storage or refused, each given
 * the room the storage quota leaves after the files before it.
 */
async function receiveParts(
  ctx: OperationContext,
  env: MediaEnv,
  parts: AsyncIterable<UploadPart>,
  budget: StorageBudget | null,
) {
  const stored: StoredFile[] = []
  const refused: UploadRefusal[] = []
  let folderId: string | null = null
  let formError: AppError | null = null
  let sawFile = false
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        if (part.name !== 'folderId' || formError) continue
        if (sawFile) {
          const message = mediaMessages.folderIdAfterFiles
          formError = new AppError('validation_failed', message, [{ path: 'folderId', message }])
        } else {
          try {
            folderId = await resolveFolder(ctx, part.value)
          } catch (error) {
            if (!(error instanceof AppError)) throw error
            formError = error
          }
        }
        continue
      }
      sawFile = true
      if (formError) {
        // The answer is an error already: read the rest of the form without storing it.
        await discard(part.stream)
        continue
      }
      const id = randomUUID()
      const taken = stored.reduce((sum, file) => sum + file.size, 0)
      const result = await receiveFile(env.storage, part, originalKey(id), roomLeft(budget, taken))
      if (result.ok) stored.push({ id, ...result.file })
      else refused.push(result.refusal)
    }
    if (formError) throw formError
  } catch (error) {
    await removeMediaBytes(
      ctx,
      env.storage,
      stored.map((file) => file.id),
    )
    throw error
  }
  return { folderId, stored, refused, sawFile }
}

/**
 * Stores the files of an upload form (`folderId` first, then up to 20 files), editors only.
 * Each file's type comes from its bytes; a file that is empty, too large, of a refused type or
 * past the plan's storage quota (402) is listed in `errors` while the others are stored. Rows
 * are written (with a `media.uploaded` event each) in one transaction once every file is
 * stored, so a failed or abandoned upload leaves neither rows nor bytes. When every file was
 * refused, the first refusal is the error. `declaredBytes` (the request's Content-Length)
 * lets a form that cannot fit the quota be refused before any byte is stored.
 */
export async function uploadMedia(
  ctx: OperationContext,
  env: MediaEnv,
  parts: AsyncIterable<UploadPart>,
  declaredBytes: number | null = null,
): Promise<MediaUploadResult> {
  const actor = await requireCapability(ctx, 'media.upload')
  const budget = await readStorageBudget(ctx)
  refuseDeclaredSize(budget, declaredBytes, MEDIA_MAX_PARTS)
  const received = await receiveParts(ctx, env, parts, budget)
  const { folderId, refused, sawFile } = received
  if (!sawFile) {
    throw new AppError('validation_failed', mediaMessages.noFiles, [
      { path: 'files', message: mediaMessages.noFiles },
    ])
  }
  if (received.stored.length === 0) throw allRefused(refused)

  const createdAt = nowIso()
  let stored = received.stored
  let items: MediaItem[]
  try {
    items = await withTransaction(ctx, async (trx) => {
      // The folder may have been deleted while the files were arriving.
      if (folderId && !(await findFolderById(trx.db, folderId))) throw folderNotFound()
      if (budget) {
        const { kept, over } = await keepWithinQuota(trx, budget.quotaBytes, stored)
        for (const { file, message } of over) {
          refused.push({ name: file.name, code: 'quota_exceeded', message })
        }
        await removeMediaBytes(
          ctx,
          env.storage,
          over.map(({ file }) => file.id),
        )
        stored = kept
        if (stored.length === 0) throw allRefused(refused)
      }
      const inserted: MediaItem[] = []
      for (const file of stored) {
        const media = {
          ...file,
          folderId,
          storageKey: originalKey(file.id),
          createdAt,
          createdBy: actor.userId,
        }
        const change = await mediaChanging(trx, 'create', toMediaItem(env, newMediaRow(media)))
        change.media = toMediaItem(env, await insertMedia(trx.db, media))
        await mediaChanged(trx, change)
        inserted.push(change.media)
      }
      return inserted
    })
  } catch (error) {
    await removeMediaBytes(
      ctx,
      env.storage,
      stored.map((file) => file.id),
    )
    throw error
  }
  ctx.logger.info(
    { mediaIds: items.map((item) => item.id), refused: refused.length, by: actor.userId },
    'media uploaded',
  )
  return { data: items, errors: refused }
}
