import { planPriceCents } from '@folio/schema'
import { QueryClientProvider } from '@tanstack/react-query'

import { paymentAmount, PaymentModal } from './payment-modal'

import { Dialog, DialogContent } from '@/components/ui/dialog'
import { createQueryClient } from '@/lib/query-client'
import { uiStore, useUi } from '@/stores/ui'

// The public pages have no app providers; this dialog brings its own cache.
const queryClient = createQueryClient()

/** Opens the global payment dialog (spec: Upgrade Now opens it with amount 1900). */
export function openPaymentDialog(amount: number = planPriceCents('premium')): void {
  uiStore.getState().openModal({ kind: 'payment', amount })
}

/**
 * The payment dialog outside the application shell (the pricing page), where the shell's
 * ModalHost is not mounted. Loaded on demand, so visitors download none of it.
 */
export function PaymentDialogHost() {
  const modal = useUi((state) => state.modal)
  const closeModal = useUi((state) => state.closeModal)
  const payment = modal?.kind === 'payment' ? modal : null

  return (
    <QueryClientProvider client={queryClient}>
      <Dialog open={payment !== null} onOpenChange={(next) => !next && closeModal()}>
        {payment && (
          <DialogContent title="Upgrade to Premium" size="lg">
            <PaymentModal amount={paymentAmount(payment.amount)} onClose={closeModal} />
          </DialogContent>
        )}
      </Dialog>
    </QueryClientProvider>
  )
}
