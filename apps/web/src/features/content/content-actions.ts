import { contentItemMessages } from '@folio/schema'

import { notify } from '@/stores/notifications'
import { uiStore } from '@/stores/ui'
import type { ContentPrefill } from '@/stores/ui'

/**
 * The Create Content action. A new item needs a type, so with the filter on all types it warns
 * (spec section 5) instead of opening the editor; text brought from elsewhere (`prefill`) opens
 * it anyway, and the editor asks for the type.
 */
export function startCreateContent(typeId: string, prefill?: ContentPrefill | null): boolean {
  if (!typeId && !prefill) {
    notify.warning(contentItemMessages.selectTypeFirst)
    return false
  }
  uiStore.getState().openModal({
    kind: 'content-item',
    contentTypeId: typeId,
    ...(prefill ? { prefill } : {}),
  })
  return true
}

/** Opens the editor on an existing item. */
export function startEditContent(item: { id: string; contentTypeId: string }): void {
  uiStore
    .getState()
    .openModal({ kind: 'content-item', contentTypeId: item.contentTypeId, id: item.id })
}
