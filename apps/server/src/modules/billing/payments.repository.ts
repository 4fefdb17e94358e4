import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { BillingPaymentTable } from '../../db/tables-billing.js'

export type PaymentRow = Selectable<BillingPaymentTable>

export async function findPayment(
  db: Kysely<Database>,
  paymentIntentId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('billing_payments')
    .selectAll()
    .where('stripe_payment_intent_id', '=', paymentIntentId)
    .executeTakeFirst()
}

/** Adds a payment unless its PaymentIntent is already recorded. */
export async function insertPayment(
  db: Kysely<Database>,
  row: Insertable<BillingPaymentTable>,
): Promise<void> {
  await db
    .insertInto('billing_payments')
    .values(row)
    .onConflict((oc) => oc.column('stripe_payment_intent_id').doNothing())
    .execute()
}

export async function updatePayment(
  db: Kysely<Database>,
  paymentIntentId: string,
  fields: Updateable<BillingPaymentTable>,
): Promise<void> {
  await db
    .updateTable('billing_payments')
    .set(fields)
    .where('stripe_payment_intent_id', '=', paymentIntentId)
    .execute()
}

/**
 * Payments that were charged or declined, newest first. The payment dialog makes an intent
 * each time it opens; one nobody confirmed is not a payment and stays out of the history.
 */
export async function listSettledPayments(db: Kysely<Database>): Promise<PaymentRow[]> {
  return db
    .selectFrom('billing_payments')
    .selectAll()
    .where('status', '!=', 'processing')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function isEventHandled(db: Kysely<Database>, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('billing_events')
    .select('stripe_event_id')
    .where('stripe_event_id', '=', eventId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Records a Stripe event as handled. False when it already was: the primary key makes a
 * concurrent duplicate wait for the first and then change nothing.
 */
export async function claimEvent(
  db: Kysely<Database>,
  event: { id: string; type: string },
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('billing_events')
    .values({ stripe_event_id: event.id, type: event.type, received_at: at })
    .onConflict((oc) => oc.column('stripe_event_id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Whether a user still exists: payments keep their payer only while the account does. */
export async function userExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()
  return row !== undefined
}
