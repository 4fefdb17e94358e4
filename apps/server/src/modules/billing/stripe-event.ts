import { billingMessages } from '@folio/schema'
import type Stripe from 'stripe'
import { z } from 'zod'

import { AppError } from '../../lib/app-error.js'

/**
 * A webhook's signature proves who sent it, not that it holds what Folio reads. These are the
 * parts of an event, and of the PaymentIntent inside it, that the handler uses; an event
 * without them is refused with a 400 before anything is read or written.
 */
const eventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.looseObject({ object: z.unknown() }),
})

/** What intentFacts reads of a PaymentIntent, whether from an event or from Stripe's API. */
export interface PaymentIntentFields {
  id: string
  status: Stripe.PaymentIntent.Status
  amount: number
  currency: string
  metadata?: Record<string, string> | null
  latest_charge?: string | { receipt_url?: string | null } | null
  payment_method?: string | { id: string } | null
  last_payment_error?: unknown
}

const paymentIntentFieldsSchema: z.ZodType<PaymentIntentFields> = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  metadata: z.record(z.string(), z.string()).nullish(),
  latest_charge: z.union([z.string(), z.object({ receipt_url: z.string().nullish() })]).nullish(),
  payment_method: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  last_payment_error: z.unknown().optional(),
})

function malformed(): never {
  throw new AppError('bad_request', billingMessages.malformedEvent)
}

/** A signed event's envelope, checked. */
export function readStripeEvent(event: unknown) {
  const parsed = eventSchema.safeParse(event)
  return parsed.success ? parsed.data : malformed()
}

/** The PaymentIntent a payment event is about, checked. */
export function readEventIntent(object: unknown): PaymentIntentFields {
  const parsed = paymentIntentFieldsSchema.safeParse(object)
  return parsed.success ? parsed.data : malformed()
}
