/** Tables of plans and billing (migration 0014). */
export interface BillingTables {
  billing_subscription: BillingSubscriptionTable
  billing_payments: BillingPaymentTable
  billing_events: BillingEventTable
}

/**
 * The installation's plan: one row, id `installation`, made by the migration. Times are ISO
 * 8601 UTC text. Premium is in force while `trial_ends_at` or `current_period_end` is ahead.
 */
export interface BillingSubscriptionTable {
  id: string
  /** Sent with every PaymentIntent, so one Stripe account can serve several installations. */
  installation_id: string
  /** free | trialing | active | canceled (see subscriptionStatuses). */
  status: string
  /** Set once, when the trial starts: one trial per installation. */
  trial_started_at: string | null
  trial_ends_at: string | null
  current_period_start: string | null
  current_period_end: string | null
  /** The Stripe customer and card a renewal charges. */
  stripe_customer_id: string | null
  stripe_payment_method_id: string | null
  updated_at: string
}

/** One payment (a Stripe PaymentIntent), as billing history shows it. */
export interface BillingPaymentTable {
  id: string
  stripe_payment_intent_id: string
  /** Who paid; null for a renewal the server charged. */
  user_id: string | null
  description: string
  amount_cents: number
  currency: string
  /** processing | succeeded | failed */
  status: string
  receipt_url: string | null
  created_at: string
  updated_at: string
}

/** Stripe events already handled, by id: a replayed or duplicated event changes nothing. */
export interface BillingEventTable {
  stripe_event_id: string
  type: string
  received_at: string
}
