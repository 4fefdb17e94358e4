import { auditMessages } from '@folio/schema'
import type { AuditEntry, AuditLogPage, AuditLogQuery } from '@folio/schema'

import type { AuditLogTable } from '../../../db/tables-audit.js'
import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { findPeople } from '../../content/index.js'
import { listAuditAreas, listAuditEntries } from '../audit.repository.js'

type ParsedQuery = Required<Pick<AuditLogQuery, 'limit'>> & Omit<AuditLogQuery, 'limit'>

/** The cursor is the last entry's position, opaque to clients. */
function encodeCursor(row: AuditLogTable): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url')
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[]
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('validation_failed', auditMessages.pageExpired, [
    { path: 'before', message: 'Not a cursor this log gave out' },
  ])
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

/** Settings → Audit log: who changed which setting, newest first. Admins. */
export async function listAuditLog(
  ctx: OperationContext,
  query: ParsedQuery,
): Promise<AuditLogPage> {
  accessOf(ctx).requireRole('admin')
  const limit = Number(query.limit)
  const rows = await listAuditEntries(ctx.db, {
    area: query.area,
    actorId: query.actorId,
    q: query.q,
    before: query.before ? decodeCursor(query.before) : undefined,
    limit: limit + 1,
  })
  const page = rows.slice(0, limit)
  const actorIds = [...new Set(page.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))]
  const [authors, areas] = await Promise.all([findPeople(ctx, actorIds), listAuditAreas(ctx.db)])
  const names = new Map(authors.map((author) => [author.id, author.full_name || author.email]))
  const data: AuditEntry[] = page.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actor:
      row.actor_id || row.actor_email
        ? {
            id: row.actor_id,
            name: (row.actor_id && names.get(row.actor_id)) || row.actor_email || 'Deleted user',
            email: row.actor_email ?? '',
          }
        : null,
    area: row.area,
    action: row.action,
    target: row.target,
    summary: row.summary,
    before: parse(row.before),
    after: parse(row.after),
  }))
  const last = page.at(-1)
  return {
    data,
    meta: { nextCursor: rows.length > limit && last ? encodeCursor(last) : null, areas },
  }
}
