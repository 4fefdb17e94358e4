import type { Kysely, Selectable } from 'kysely'

import type { Database, WebhookTable } from '../../db/tables.js'

export type WebhookRow = Selectable<WebhookTable>
export type WebhookListRow = WebhookRow & { last_delivery_status: string | null }

export interface WebhookChanges {
  name: string
  url: string
  events: readonly string[]
  enabled: boolean
  updatedAt: string
}

export interface NewWebhook extends WebhookChanges {
  id: string
  secretSealed: string
  createdAt: string
}

/** Webhooks with the status of each one's most recent delivery. */
function withLastStatus(db: Kysely<Database>) {
  return db
    .selectFrom('webhooks')
    .selectAll('webhooks')
    .select((eb) =>
      eb
        .selectFrom('webhook_deliveries as d')
        .select('d.status')
        .whereRef('d.webhook_id', '=', 'webhooks.id')
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id', 'desc')
        .limit(1)
        .as('last_delivery_status'),
    )
}

/** Every webhook, oldest first. */
export async function listWebhooks(db: Kysely<Database>): Promise<WebhookListRow[]> {
  return withLastStatus(db).orderBy('webhooks.created_at').orderBy('webhooks.id').execute()
}

export async function findWebhook(
  db: Kysely<Database>,
  id: string,
): Promise<WebhookListRow | undefined> {
  return withLastStatus(db).where('webhooks.id', '=', id).executeTakeFirst()
}

export async function insertWebhook(db: Kysely<Database>, webhook: NewWebhook): Promise<void> {
  await db
    .insertInto('webhooks')
    .values({
      id: webhook.id,
      name: webhook.name,
      url: webhook.url,
      events: JSON.stringify(webhook.events),
      secret_sealed: webhook.secretSealed,
      enabled: webhook.enabled ? 1 : 0,
      created_at: webhook.createdAt,
      updated_at: webhook.updatedAt,
    })
    .execute()
}

/** Whether a webhook with this id existed to update. */
export async function updateWebhook(
  db: Kysely<Database>,
  id: string,
  changes: WebhookChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({
      name: changes.name,
      url: changes.url,
      events: JSON.stringify(changes.events),
      enabled: changes.enabled ? 1 : 0,
      updated_at: changes.updatedAt,
    })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function updateWebhookSecret(
  db: Kysely<Database>,
  id: string,
  secretSealed: string,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({ secret_sealed: secretSealed, updated_at: updatedAt })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Deletes a webhook; its deliveries go with it (the foreign key cascades). */
export async function deleteWebhook(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/**
 * The enabled webhooks with their subscriptions. Webhooks are few, so the event is matched in
 * code rather than inside a JSON column the two databases query differently.
 */
export async function listEnabledSubscriptions(
  db: Kysely<Database>,
): Promise<{ id: string; events: string }[]> {
  return db.selectFrom('webhooks').select(['id', 'events']).where('enabled', '=', 1).execute()
}

/** Where and how to send one webhook's deliveries. */
export async function findWebhookTarget(
  db: Kysely<Database>,
  id: string,
): Promise<{ url: string; secret_sealed: string } | undefined> {
  return db
    .selectFrom('webhooks')
    .select(['url', 'secret_sealed'])
    .where('id', '=', id)
    .executeTakeFirst()
}
