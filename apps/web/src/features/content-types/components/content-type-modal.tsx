import type { ModalData } from '@/stores/ui'

/** Body of the global content-type modal: create or edit a content type. */
export function ContentTypeModal(_props: { data: ModalData; onClose: () => void }) {
  return null
}
