import { contentItemMessages } from '@folio/schema'

import { notify } from '@/stores/notifications'
import { uiStore } from '@/stores/ui'

/**
 * The Create Content action. A new item needs a type, so with the filter on all types it warns
 * (spec section 5) instead of opening the editor.
 */
export function startCreateContent(typeId: string): boolean {
  if (!typeId) {
    notify.warning(contentItemMessages.selectTypeFirst)
    return false
  }
  uiStore.getState().openModal('content-item', { contentTypeId: typeId })
  return true
}

/** Opens the editor on an existing item. */
export function startEditContent(item: { id: string; contentTypeId: string }): void {
  uiStore.getState().openModal('content-item', { contentTypeId: item.contentTypeId, id: item.id })
}
