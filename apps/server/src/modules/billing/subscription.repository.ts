import type { Kysely, Selectable, Updateable } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { Database } from '../../db/tables.js'
import type { BillingSubscriptionTable } from '../../db/tables-billing.js'

export type SubscriptionRow = Selectable<BillingSubscriptionTable>

/** The installation's one subscription row (the migration makes it). */
export const SUBSCRIPTION_ID = 'installation'

export async function findSubscription(db: Kysely<Database>): Promise<SubscriptionRow> {
  return db
    .selectFrom('billing_subscription')
    .selectAll()
    .where('id', '=', SUBSCRIPTION_ID)
    .executeTakeFirstOrThrow()
}

/** The row locked for the rest of the transaction, so two changes to the plan queue up. */
export async function lockSubscription(
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<SubscriptionRow> {
  const query = db.selectFrom('billing_subscription').selectAll().where('id', '=', SUBSCRIPTION_ID)
  return dialect.forUpdate(query).executeTakeFirstOrThrow()
}

export async function updateSubscription(
  db: Kysely<Database>,
  fields: Updateable<BillingSubscriptionTable>,
): Promise<void> {
  await db
    .updateTable('billing_subscription')
    .set(fields)
    .where('id', '=', SUBSCRIPTION_ID)
    .execute()
}

/** Bytes of media stored, for the plan's storage quota. */
export async function storedMediaBytes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'))
    .executeTakeFirstOrThrow()
  return Number(row.bytes)
}

/** Stores the Stripe customer unless one is stored already; answers the one stored. */
export async function claimCustomerId(
  db: Kysely<Database>,
  customerId: string,
  at: string,
): Promise<string> {
  await db
    .updateTable('billing_subscription')
    .set({ stripe_customer_id: customerId, updated_at: at })
    .where('id', '=', SUBSCRIPTION_ID)
    .where('stripe_customer_id', 'is', null)
    .execute()
  return (await findSubscription(db)).stripe_customer_id ?? customerId
}
