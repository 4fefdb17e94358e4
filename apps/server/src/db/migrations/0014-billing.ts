import { randomUUID } from 'node:crypto'

import { type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/** Plans and billing: the installation's subscription, its payments and handled Stripe events. */
export function billing(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('billing_subscription')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // Stays with the database, never in an export: a restored copy must not accept the
        // payments of the installation it was copied from.
        .addColumn('installation_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('trial_started_at', 'text')
        .addColumn('trial_ends_at', 'text')
        .addColumn('current_period_start', 'text')
        .addColumn('current_period_end', 'text')
        .addColumn('stripe_customer_id', 'text')
        .addColumn('stripe_payment_method_id', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db
        .insertInto('billing_subscription' as never)
        .values({
          id: 'installation',
          installation_id: randomUUID(),
          status: 'free',
          updated_at: new Date().toISOString(),
        })
        .execute()

      await db.schema
        .createTable('billing_payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('stripe_payment_intent_id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('receipt_url', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('billing_payments_created_at_idx')
        .on('billing_payments')
        .column('created_at')
        .execute()

      await db.schema
        .createTable('billing_events')
        .addColumn('stripe_event_id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('billing_events').ifExists().execute()
      await db.schema.dropTable('billing_payments').ifExists().execute()
      await db.schema.dropTable('billing_subscription').ifExists().execute()
    },
  }
}
