import { lazy, Suspense } from 'react'

import { Dialog, DialogContent } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { amountFromModalData, PaymentModal } from '@/features/billing/components/payment-modal'
import { ContentItemModal } from '@/features/content/components/content-item-modal'
import { UploadPanel } from '@/features/media/components/upload-panel'
import { useUi } from '@/stores/ui'
import type { ModalData, ModalType } from '@/stores/ui'

// The content-type form (with the JSON Schema editor) loads when the modal first opens, not
// with every signed-in screen.
const ContentTypeModal = lazy(() =>
  import('@/features/content-types/components/content-type-modal').then((module) => ({
    default: module.ContentTypeModal,
  })),
)

/** The global modal's title for a type (spec: application shell). */
export function modalTitle(type: ModalType, data: ModalData): string {
  const editing = typeof data.id === 'string' || typeof data.id === 'number'
  switch (type) {
    case 'content-type':
      return editing ? 'Edit Content Type' : 'Create Content Type'
    case 'content-item':
      return editing ? 'Edit Content' : 'Create Content'
    case 'media-upload':
      return 'Upload Media'
    case 'payment':
      return 'Upgrade to Premium'
  }
}

/**
 * The one global modal, opened with `uiStore.getState().openModal(type, data)`. The backdrop, the
 * close button and Escape close it; focus stays inside while it is open.
 */
export function ModalHost() {
  const modal = useUi((state) => state.modal)
  const closeModal = useUi((state) => state.closeModal)
  if (!modal.type) return null

  return (
    <Dialog open={modal.isOpen} onOpenChange={(open) => !open && closeModal()}>
      <DialogContent
        title={modalTitle(modal.type, modal.data)}
        size="lg"
        // The item editor's live preview sits beside the form: the modal widens while it is open.
        className="sm:has-[[data-live-preview]]:max-w-[min(96vw,90rem)]"
      >
        <ModalBody type={modal.type} data={modal.data} onClose={closeModal} />
      </DialogContent>
    </Dialog>
  )
}

function ModalBody({
  type,
  data,
  onClose,
}: {
  type: ModalType
  data: ModalData
  onClose: () => void
}) {
  switch (type) {
    case 'content-type':
      return (
        <Suspense fallback={<LoadingState />}>
          <ContentTypeModal data={data} onClose={onClose} />
        </Suspense>
      )
    case 'content-item':
      return <ContentItemModal data={data} onClose={onClose} />
    case 'media-upload':
      return (
        <UploadPanel
          folderId={typeof data.folderId === 'string' ? data.folderId : null}
          onComplete={onClose}
          onCancel={onClose}
        />
      )
    case 'payment':
      return <PaymentModal amount={amountFromModalData(data)} onClose={onClose} />
  }
}
