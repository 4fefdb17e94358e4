import type { ContentItem } from '@folio/schema'

import type { ItemChange, Lifecycle, TranslationChange } from '../lifecycle/index.js'
import type { RealtimeHub } from './hub.js'

const owner = { owner: 'folio' }

/** What a change did, in the words lists and the editor show. */
function actionOf(change: Readonly<ItemChange | TranslationChange>, item: ContentItem): string {
  if (change.operation === 'delete') return 'deleted'
  if (change.cause === 'schedule') return 'published'
  if (change.operation === 'create') return 'created'
  if (item.status === 'published' && change.previous?.status !== 'published') return 'published'
  if (item.status !== 'published' && change.previous?.status === 'published') return 'unpublished'
  return 'updated'
}

/**
 * Browsers hear of changes once they are committed (`afterCommit`): a change rolled back never
 * reaches a screen, and what a list refetches on hearing of it is already there to read.
 */
export function subscribeRealtime(lifecycle: Lifecycle, hub: RealtimeHub): void {
  const content = async (change: Readonly<ItemChange | TranslationChange>) => {
    const item = change.item
    if (!item) return
    hub.emit(
      {
        topic: 'content',
        action: actionOf(change, item),
        itemId: change.target === 'translation' ? change.itemId : item.id,
        contentTypeId: change.contentType.id,
        ...(change.target === 'translation' ? { locale: change.locale } : {}),
        // A language's version is its own; the editor compares the item's.
        ...(change.target === 'item' ? { version: item.version } : {}),
        status: item.status,
        actor: await hub.nameOf(change.actor),
        ...(change.cause ? { cause: change.cause } : {}),
        at: new Date().toISOString(),
      },
      { kind: 'contentType', contentTypeId: change.contentType.id },
    )
  }
  lifecycle.on('item.afterCommit', content, owner)
  lifecycle.on('translation.afterCommit', content, owner)
  lifecycle.on(
    'media.afterCommit',
    async (change) =>
      hub.emit(
        {
          topic: 'media',
          action: change.operation === 'delete' ? 'deleted' : `${change.operation}d`,
          itemId: change.media.id,
          actor: await hub.nameOf(change.actor),
          at: new Date().toISOString(),
        },
        { kind: 'area', capability: 'media.view' },
      ),
    owner,
  )
  lifecycle.on(
    'contentType.afterCommit',
    async (change) =>
      hub.emit(
        {
          topic: 'contentType',
          action: change.operation === 'delete' ? 'deleted' : `${change.operation}d`,
          contentTypeId: change.contentType.id,
          actor: await hub.nameOf(change.actor),
          at: new Date().toISOString(),
        },
        { kind: 'everyone' },
      ),
    owner,
  )
}
