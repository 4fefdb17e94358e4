import type { Kysely, Selectable } from 'kysely'

import type { Database, WebhookDeliveryTable } from '../../db/tables.js'

export type DeliveryRow = Selectable<WebhookDeliveryTable>

export interface NewDelivery {
  id: string
  webhookId: string
  event: string
  /** The JSON body, serialized once so every attempt sends the same bytes. */
  payload: string
  createdAt: string
}

/** A delivery this worker may send: its lock value proves the claim when the result is saved. */
export type ClaimedDelivery = Pick<
  DeliveryRow,
  'id' | 'webhook_id' | 'event' | 'payload' | 'attempts'
> & { locked_until: string }

/** Queues deliveries, each due at once. */
export async function insertDeliveries(
  db: Kysely<Database>,
  deliveries: readonly NewDelivery[],
): Promise<void> {
  if (deliveries.length === 0) return
  await db
    .insertInto('webhook_deliveries')
    .values(
      deliveries.map((d) => ({
        id: d.id,
        webhook_id: d.webhookId,
        event: d.event,
        payload: d.payload,
        status: 'pending',
        attempts: 0,
        next_attempt_at: d.createdAt,
        created_at: d.createdAt,
      })),
    )
    .execute()
}

/** Pending, due, unclaimed deliveries of enabled webhooks (a disabled webhook's ones wait). */
function dueDeliveries(db: Kysely<Database>, nowIso: string) {
  return db
    .selectFrom('webhook_deliveries')
    .select('webhook_deliveries.id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .where('webhook_id', 'in', (eb) =>
      eb.selectFrom('webhooks').select('webhooks.id').where('enabled', '=', 1),
    )
}

/**
 * Whether anything is due, without writing: most ticks find nothing, and only a write would
 * make SQLite take its single write lock.
 */
export async function hasDueDeliveries(db: Kysely<Database>, nowIso: string): Promise<boolean> {
  return (await dueDeliveries(db, nowIso).limit(1).executeTakeFirst()) !== undefined
}

const claimedColumns = ['id', 'webhook_id', 'event', 'payload', 'attempts', 'locked_until'] as const

/**
 * Claims up to `limit` due deliveries until `lockedUntil`, oldest due first, in one statement.
 * The outer conditions repeat the inner ones on purpose: under PostgreSQL's READ COMMITTED a
 * second claimer blocked on the same row re-checks them once the first commits, finds the row
 * locked, and skips it, so two instances never send one delivery at the same moment. SQLite
 * serializes writers.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  nowIso: string,
  lockedUntil: string,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const rows = await db
    .updateTable('webhook_deliveries')
    .set({ locked_until: lockedUntil })
    .where('id', 'in', dueDeliveries(db, nowIso).orderBy('next_attempt_at').limit(limit))
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .returning(claimedColumns)
    .execute()
  return rows as ClaimedDelivery[]
}

/**
 * Claims one pending delivery whether or not it is due or its webhook enabled: "Send test
 * event" and "Redeliver" are sent when the admin asks. Undefined when it is not pending or
 * another worker holds it.
 */
export async function claimDelivery(
  db: Kysely<Database>,
  id: string,
  nowIso: string,
  lockedUntil: string,
): Promise<ClaimedDelivery | undefined> {
  const row = await db
    .updateTable('webhook_deliveries')
    .set({ locked_until: lockedUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .returning(claimedColumns)
    .executeTakeFirst()
  return row as ClaimedDelivery | undefined
}

export interface AttemptOutcome {
  status: 'pending' | 'succeeded' | 'failed'
  responseStatus: number | null
  durationMs: number | null
  error: string | null
  attemptedAt: string
  nextAttemptAt: string | null
}

/**
 * Records an attempt and releases the claim. Only the holder of the claim writes: if the lock
 * lapsed and another worker took the row over, this attempt's result is dropped (false).
 */
export async function recordAttempt(
  db: Kysely<Database>,
  claimed: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: outcome.status,
      attempts: eb('attempts', '+', 1),
      response_status: outcome.responseStatus,
      duration_ms: outcome.durationMs,
      error: outcome.error,
      last_attempt_at: outcome.attemptedAt,
      next_attempt_at: outcome.nextAttemptAt,
      locked_until: null,
    }))
    .where('id', '=', claimed.id)
    .where('locked_until', '=', claimed.locked_until)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Puts a delivery back in the queue, due now, with a fresh retry schedule. False when it is
 * being sent at this moment or does not belong to the webhook.
 */
export async function requeueDelivery(
  db: Kysely<Database>,
  webhookId: string,
  id: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: nowIso })
    .where('id', '=', id)
    .where('webhook_id', '=', webhookId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function findDelivery(
  db: Kysely<Database>,
  webhookId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', id)
    .where('webhook_id', '=', webhookId)
    .executeTakeFirst()
}

/** One page of a webhook's delivery log, newest first. */
export async function listDeliveries(
  db: Kysely<Database>,
  webhookId: string,
  page: { limit: number; offset: number },
): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

export async function countDeliveries(db: Kysely<Database>, webhookId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('webhook_id', '=', webhookId)
    .executeTakeFirstOrThrow()
  return Number(row.total)
}
