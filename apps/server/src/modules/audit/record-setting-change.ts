import { randomUUID } from 'node:crypto'

import type { AuditArea } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { nowIso } from '../../lib/clock.js'
import type { Actor } from '../../lib/context.js'

export interface SettingChange {
  /** The settings area (`auditAreas`): every one has a name in the log and its filter. */
  area: AuditArea
  action: 'created' | 'updated' | 'deleted' | 'imported'
  /** What in the area changed (a language code, a webhook name), when not the whole area. */
  target?: string | null
  /** One line a person reads in the log, e.g. "Default language set to French (fr)". */
  summary: string
  /** The values before and after; leave out secrets (say `"(changed)"` instead). */
  before?: unknown
  after?: unknown
}

/**
 * Appends one entry to the settings audit log. Call it with the transaction that makes the
 * change, so the entry exists exactly when the change does.
 */
export async function recordSettingChange(
  db: Kysely<Database>,
  actor: Pick<Actor, 'userId' | 'email'> | null,
  change: SettingChange,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      created_at: nowIso(),
      actor_id: actor?.userId ?? null,
      actor_email: actor?.email ?? null,
      area: change.area,
      action: change.action,
      target: change.target ?? null,
      summary: change.summary,
      before: change.before === undefined ? null : JSON.stringify(change.before),
      after: change.after === undefined ? null : JSON.stringify(change.after),
    })
    .execute()
}
