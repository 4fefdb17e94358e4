import { lazy, Suspense } from 'react'

import type { ContentItemModalData, ItemPanels } from './content-item-editor'

import { LoadingState } from '@/components/ui/loading'

// The editor (with TipTap) loads when the modal first opens, not with every signed-in screen.
const ContentItemEditor = lazy(() =>
  import('./content-item-editor').then((module) => ({ default: module.ContentItemEditor })),
)

/** Body of the global content-item modal: create or edit a content item. */
export function ContentItemModal({
  modal,
  panels,
  onClose,
}: {
  modal: ContentItemModalData
  panels: ItemPanels
  onClose: () => void
}) {
  return (
    <Suspense fallback={<LoadingState />}>
      <ContentItemEditor modal={modal} panels={panels} onClose={onClose} />
    </Suspense>
  )
}
