import type { MediaItem } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { runHooks, type MediaChange } from '../lifecycle/index.js'
import { toMediaItem, type MediaEnv } from './media-view.js'
import type { MediaRow } from './media.repository.js'

/**
 * Runs the `beforeChange` stage of a file's upload (before its row is written) or delete
 * (before it is removed), inside the transaction: a hook may refuse, which undoes the whole
 * upload or delete. Returns the change for `mediaChanged`.
 */
export async function mediaChanging(
  ctx: OperationContext,
  operation: 'create' | 'delete',
  media: MediaItem,
): Promise<MediaChange> {
  const change: MediaChange = { target: 'media', operation, actor: ctx.actor, media }
  await runHooks(ctx, 'media', 'beforeChange', change)
  return change
}

/**
 * Runs a file's upload or delete through the lifecycle's after-stages, inside the transaction
 * that writes it (webhooks send media.uploaded / media.deleted).
 */
export async function mediaChanged(ctx: OperationContext, change: MediaChange): Promise<void> {
  await runHooks(ctx, 'media', 'afterChange', change)
  await runHooks(ctx, 'media', 'afterCommit', change)
}

/** The `beforeChange` stage of deleting `rows`, one change each, before they are removed. */
export async function beforeDeleting(
  ctx: OperationContext,
  env: MediaEnv,
  rows: readonly MediaRow[],
): Promise<MediaChange[]> {
  const changes: MediaChange[] = []
  for (const row of rows) changes.push(await mediaChanging(ctx, 'delete', toMediaItem(env, row)))
  return changes
}
