import { lazy, Suspense } from 'react'

import { LoadingState } from '@/components/ui/loading'
import type { ModalData } from '@/stores/ui'

// The editor (with TipTap) loads when the modal first opens, not with every signed-in screen.
const ContentItemEditor = lazy(() =>
  import('./content-item-editor').then((module) => ({ default: module.ContentItemEditor })),
)

/** Body of the global content-item modal: create or edit a content item. */
export function ContentItemModal({ data, onClose }: { data: ModalData; onClose: () => void }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <ContentItemEditor data={data} onClose={onClose} />
    </Suspense>
  )
}
