import type { MediaItem, MoveMediaInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { findFolderById } from '../media-folders.repository.js'
import { folderNotFound, toMediaItem, type MediaEnv } from '../media-view.js'
import { moveMedia as moveInDb } from '../media.repository.js'

/**
 * Moves files into a folder (`folderId` null: out of any folder), in one transaction; 404 for
 * an unknown folder. Ids that do not exist are skipped. Answers the moved files. Editors only.
 */
export async function moveMedia(
  ctx: OperationContext,
  env: MediaEnv,
  input: MoveMediaInput,
): Promise<MediaItem[]> {
  const actor = await requireCapability(ctx, 'media.upload')
  const rows = await withTransaction(ctx, async (trx) => {
    if (input.folderId !== null && !(await findFolderById(trx.db, input.folderId))) {
      throw folderNotFound()
    }
    return moveInDb(trx.db, [...new Set(input.ids)], input.folderId, nowIso())
  })
  ctx.logger.info(
    { mediaIds: rows.map((row) => row.id), folderId: input.folderId, by: actor.userId },
    'media moved',
  )
  return rows.map((row) => toMediaItem(env, row))
}
