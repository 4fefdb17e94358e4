import { lazy, Suspense } from 'react'

import { Dialog, DialogContent } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { LazyUploadPanel } from '@/components/media/lazy-upload-panel'
import type { ItemPanels } from '@/features/content/components/content-item-editor'
import { ContentItemModal } from '@/features/content/components/content-item-modal'
import { ItemSeoPanel } from '@/features/seo/components/item-seo-panel'
import { useUi } from '@/stores/ui'
import type { Modal } from '@/stores/ui'

// The content-type form (with the JSON Schema editor) loads when the modal first opens, not
// with every signed-in screen.
const ContentTypeModal = lazy(() =>
  import('@/features/content-types/components/content-type-modal').then((module) => ({
    default: module.ContentTypeModal,
  })),
)

// Stripe's card entry loads when someone starts to pay.
const PaymentBody = lazy(() =>
  import('@/features/billing/components/payment-modal').then(({ paymentAmount, PaymentModal }) => ({
    default: ({ amount, onClose }: { amount: number | undefined; onClose: () => void }) => (
      <PaymentModal amount={paymentAmount(amount)} onClose={onClose} />
    ),
  })),
)

// The item editor's SEO tab belongs to the SEO feature; the app is where the two meet.
const itemPanels: ItemPanels = { seo: (item) => <ItemSeoPanel item={item} /> }

/** The global modal's title for a kind (spec: application shell). */
export function modalTitle(modal: Modal): string {
  switch (modal.kind) {
    case 'content-type':
      return modal.id !== undefined ? 'Edit Content Type' : 'Create Content Type'
    case 'content-item':
      return modal.id !== undefined ? 'Edit Content' : 'Create Content'
    case 'media-upload':
      return 'Upload Media'
    case 'payment':
      return 'Upgrade to Premium'
  }
}

/**
 * The one global modal, opened with `uiStore.getState().openModal({ kind, ... })`. The backdrop,
 * the close button and Escape close it; focus stays inside while it is open.
 */
export function ModalHost() {
  const modal = useUi((state) => state.modal)
  const closeModal = useUi((state) => state.closeModal)
  if (!modal) return null

  return (
    <Dialog open onOpenChange={(open) => !open && closeModal()}>
      <DialogContent
        title={modalTitle(modal)}
        size="lg"
        // The item editor's live preview sits beside the form: the modal widens while it is open.
        className="sm:has-[[data-live-preview]]:max-w-[min(96vw,90rem)]"
      >
        <ModalBody modal={modal} onClose={closeModal} />
      </DialogContent>
    </Dialog>
  )
}

function ModalBody({ modal, onClose }: { modal: Modal; onClose: () => void }) {
  switch (modal.kind) {
    case 'content-type':
      return (
        <Suspense fallback={<LoadingState />}>
          <ContentTypeModal modal={modal} onClose={onClose} />
        </Suspense>
      )
    case 'content-item':
      return <ContentItemModal modal={modal} panels={itemPanels} onClose={onClose} />
    case 'media-upload':
      return (
        <LazyUploadPanel
          folderId={modal.folderId ?? null}
          onComplete={onClose}
          onCancel={onClose}
        />
      )
    case 'payment':
      return (
        <Suspense fallback={<LoadingState />}>
          <PaymentBody amount={modal.amount} onClose={onClose} />
        </Suspense>
      )
  }
}
