import type { PaymentStatus } from '@folio/schema'
import type { Kysely } from 'kysely'
import type Stripe from 'stripe'

import type { Database } from '../../db/tables.js'
import type { PaymentIntentFields } from './stripe-event.js'
import { findSubscription } from './subscription.repository.js'

export const PAYMENT_DESCRIPTION = 'Folio Premium — 1 month'
export const RENEWAL_DESCRIPTION = 'Folio Premium — 1 month (renewal)'

/**
 * This installation's stable id (made by the billing migration). Every PaymentIntent carries
 * it in its metadata, so one Stripe account can serve several installations without one
 * accepting another's payments.
 */
export async function installationId(db: Kysely<Database>): Promise<string> {
  return (await findSubscription(db)).installation_id
}

/** What a PaymentIntent means to us, read once from Stripe's object. */
export interface IntentFacts {
  id: string
  installation: string | null
  status: Stripe.PaymentIntent.Status
  amountCents: number
  currency: string
  userId: string | null
  paymentMethodId: string | null
  receiptUrl: string | null
  /** A renewal the server charged: the end of the period it continues. */
  renewalOf: string | null
  declined: boolean
}

export function intentFacts(intent: PaymentIntentFields): IntentFacts {
  const metadata = intent.metadata ?? {}
  const charge = intent.latest_charge
  const method = intent.payment_method
  const renewalOf = metadata.renewal === 'true' && metadata.renewal_of ? metadata.renewal_of : null
  return {
    id: intent.id,
    installation: metadata.installation ?? null,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    userId: metadata.user || null,
    paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
    receiptUrl: charge && typeof charge === 'object' ? (charge.receipt_url ?? null) : null,
    renewalOf,
    declined:
      intent.status === 'canceled' ||
      (intent.status === 'requires_payment_method' && intent.last_payment_error !== null),
  }
}

/** How billing history and /payment/success name a PaymentIntent's status. */
export function paymentStatusOf(status: Stripe.PaymentIntent.Status): PaymentStatus {
  if (status === 'succeeded') return 'succeeded'
  if (status === 'requires_payment_method' || status === 'canceled') return 'failed'
  return 'processing'
}
