import { useSearchParams } from 'react-router'

import { PaymentOutcome } from '@/features/billing/components/payment-outcome'
import { PageMeta } from '@/lib/page-meta'

/**
 * `/payment/success`: where Stripe returns the browser after confirming a payment, with
 * `?payment_intent=pi_…&redirect_status=…` appended.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams()
  return (
    <>
      <PageMeta
        title="Payment — Folio"
        description="The result of your payment for Folio Premium."
      />
      <PaymentOutcome
        paymentIntentId={params.get('payment_intent')}
        redirectStatus={params.get('redirect_status')}
      />
    </>
  )
}
