import type { Lifecycle } from '../lifecycle/index.js'
import { recordEvent, recordItemEvents } from './operations/record-event.js'

const owner = { owner: 'folio' }

/**
 * Webhooks hear of changes through the lifecycle's `afterChange` stage: the outbox row is
 * written in the change's transaction, so an event exists exactly when its change committed.
 */
export function subscribeWebhooks(lifecycle: Lifecycle): void {
  lifecycle.on(
    'item.afterChange',
    async (change, ctx) => {
      if (!change.item) return
      if (change.operation === 'delete') return recordEvent(ctx, 'item.deleted', change.item)
      // The scheduler's publish is news of the publish alone, not an edit.
      if (change.cause === 'schedule') return recordEvent(ctx, 'item.published', change.item)
      await recordItemEvents(ctx, change.previous?.status ?? null, change.item)
    },
    owner,
  )
  lifecycle.on(
    'translation.afterChange',
    async (change, ctx) => {
      // A language's save is an edit of the item, in that language; its delete sends nothing.
      if (!change.item || change.operation === 'delete') return
      if (change.cause === 'schedule') return recordEvent(ctx, 'item.published', change.item)
      await recordItemEvents(ctx, change.previous?.status ?? 'draft', change.item)
    },
    owner,
  )
  lifecycle.on(
    'media.afterChange',
    (change, ctx) =>
      recordEvent(
        ctx,
        change.operation === 'delete' ? 'media.deleted' : 'media.uploaded',
        change.media,
      ),
    owner,
  )
  lifecycle.on(
    'contentType.afterChange',
    (change, ctx) =>
      recordEvent(ctx, 'content_type.changed', {
        action: ACTIONS[change.operation],
        contentType: change.contentType,
      }),
    owner,
  )
}

const ACTIONS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
}
