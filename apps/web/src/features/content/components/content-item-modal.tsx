import type { ModalData } from '@/stores/ui'

/** Body of the global content-item modal: create or edit a content item. */
export function ContentItemModal(_props: { data: ModalData; onClose: () => void }) {
  return null
}
