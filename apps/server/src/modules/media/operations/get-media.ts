import type { MediaItem } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { mediaNotFound, toMediaItem, type MediaEnv } from '../media-view.js'
import { findMediaById, type MediaRow } from '../media.repository.js'

/** The row of a file, or 404. */
export async function requireMediaRow(ctx: OperationContext, id: string): Promise<MediaRow> {
  const row = await findMediaById(ctx.db, id)
  if (!row) throw mediaNotFound()
  return row
}

/** One file of the library. Any signed-in user and any API key. */
export async function getMedia(
  ctx: OperationContext,
  env: MediaEnv,
  id: string,
): Promise<MediaItem> {
  await requireCapability(ctx, 'media.view')
  return toMediaItem(env, await requireMediaRow(ctx, id))
}
