import type { MediaItem } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { runHooks, type MediaChange } from '../lifecycle/index.js'

/**
 * Runs a file's upload or delete through the lifecycle's after-stages, inside the transaction
 * that writes it (webhooks send media.uploaded / media.deleted).
 */
export async function mediaChanged(
  ctx: OperationContext,
  operation: 'create' | 'delete',
  media: MediaItem,
): Promise<void> {
  const change: MediaChange = { target: 'media', operation, actor: ctx.actor, media }
  await runHooks(ctx, 'media', 'afterChange', change)
  await runHooks(ctx, 'media', 'afterCommit', change)
}
