import type { Kysely } from 'kysely'

import { containsPattern, lowerLike } from '../../db/like.js'
import type { AuditLogTable } from '../../db/tables-audit.js'
import type { Database } from '../../db/tables.js'

export interface AuditFilter {
  area?: string | undefined
  actorId?: string | undefined
  q?: string | undefined
  /** Entries strictly older than this (created_at, id) position. */
  before?: { createdAt: string; id: string } | undefined
  limit: number
}

/** A page of the log, newest first; ties on the timestamp are broken by id so paging is stable. */
export async function listAuditEntries(
  db: Kysely<Database>,
  filter: AuditFilter,
): Promise<AuditLogTable[]> {
  let query = db.selectFrom('audit_log').selectAll()
  if (filter.area) query = query.where('area', '=', filter.area)
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId)
  if (filter.q) {
    const pattern = containsPattern(filter.q)
    query = query.where((eb) =>
      eb.or([
        lowerLike(eb.ref('summary'), pattern),
        lowerLike(eb.ref('target'), pattern),
        lowerLike(eb.ref('actor_email'), pattern),
      ]),
    )
  }
  const before = filter.before
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', before.createdAt),
        eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
      ]),
    )
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute()
}

/** Every area that has at least one entry, for the filter. */
export async function listAuditAreas(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('area').distinct().orderBy('area').execute()
  return rows.map((row) => row.area)
}
