import { billingMessages, formatCents } from '@folio/schema'
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { LoaderCircle, Lock } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { DialogActions } from '@/components/ui/dialog'

/** Where Stripe sends the browser once the payment is confirmed (spec: origin + /payment/success). */
export function paymentReturnUrl(): string {
  return `${window.location.origin}/payment/success`
}

type Phase = { kind: 'idle' } | { kind: 'processing' } | { kind: 'failed'; detail: string | null }

/**
 * The card entry (Stripe's Payment Element, so card details go to Stripe and never to Folio)
 * and the Pay button. A successful confirmation leaves the page for /payment/success; a
 * declined card stays here with the failure and can be tried again.
 */
export function PaymentForm({
  amountCents,
  onCancel,
}: {
  amountCents: number
  onCancel: () => void
}) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const processing = phase.kind === 'processing'

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!stripe || !elements || processing) return
    setPhase({ kind: 'processing' })
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: paymentReturnUrl() },
      })
      // Only a payment that did not go through comes back here; success redirects.
      setPhase({ kind: 'failed', detail: error.message ?? null })
    } catch {
      setPhase({ kind: 'failed', detail: 'Could not reach the payment provider.' })
    }
  }

  return (
    <form aria-label="Card payment" onSubmit={(event) => void submit(event)} noValidate>
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
      {!ready && (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Loading card entry...
        </p>
      )}
      {phase.kind === 'failed' && (
        <Alert className="mt-4" title={billingMessages.paymentFailed}>
          {phase.detail}
        </Alert>
      )}
      <p className="mt-4 flex items-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        Your card details go straight to Stripe; Folio never sees or stores them.
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={processing}>
          Cancel
        </Button>
        <Button type="submit" disabled={!stripe || !elements || !ready || processing}>
          {processing && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {processing ? 'Processing...' : `Pay ${formatCents(amountCents)}`}
        </Button>
      </DialogActions>
    </form>
  )
}
