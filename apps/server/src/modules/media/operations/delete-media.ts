import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { mediaNotFound, type MediaEnv } from '../media-view.js'
import { deleteMediaItems } from './delete-media-items.js'

/** Deletes one file (row, event, then bytes); 404 when it does not exist. Editors only. */
export async function deleteMedia(ctx: OperationContext, env: MediaEnv, id: string) {
  await requireCapability(ctx, 'media.delete')
  if ((await deleteMediaItems(ctx, env, [id])) === 0) throw mediaNotFound()
}
