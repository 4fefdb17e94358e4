import { databaseMessages } from '@folio/schema'
import type { DatabaseExport, DatabaseImportResult } from '@folio/schema'

import type { TableColumn } from '../../../db/dialects/dialect.js'
import { listMigrations } from '../../../db/migrations/migrate.js'
import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { claimSystemFlag } from '../../system/index.js'
import { countRows, deleteAllRows, insertRows } from '../database.repository.js'
import { exportedTables, userReferences, type ExportedTable } from '../export-registry.js'
import {
  checkColumns,
  checkEnvelope,
  checkReferences,
  parentsFirst,
  refuseProblems,
} from '../import-checks.js'
import { importUsers } from '../import-users.js'

type Row = Record<string, unknown>

/** The flag seeding claims (seed/seed-sample-data.ts). */
const SAMPLE_DATA_FLAG = 'sample_data_seeded_at'

/** What makes an installation not empty, with the words for the refusal. */
const CONTENT_TABLES = [
  ['content_types', 'content type'],
  ['content_items', 'content item'],
  ['menus', 'menu'],
  ['media', 'media file'],
] as const

/** Booleans as 0/1 and JSON values as their text, whichever way a hand-edited file says them. */
function storable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value !== null && typeof value === 'object') return JSON.stringify(value)
  return value
}

function prepareRows(table: ExportedTable, rows: readonly Row[], idMap: Map<string, string>) {
  const userColumns = userReferences(table).map((r) => r.column)
  return parentsFirst(table, rows).map((row) => {
    const out: Row = {}
    for (const [column, value] of Object.entries(row)) {
      const mapped =
        userColumns.includes(column) && typeof value === 'string'
          ? (idMap.get(value) ?? value)
          : value
      out[column] = storable(mapped)
    }
    return out
  })
}

async function refuseUnlessEmpty(ctx: OperationContext) {
  const found: string[] = []
  for (const [table, words] of CONTENT_TABLES) {
    const count = await countRows(ctx.db, table)
    if (count) found.push(`${count} ${words}${count === 1 ? '' : 's'}`)
  }
  if (found.length) {
    throw new AppError('conflict', databaseMessages.notEmpty(found.join(', ')))
  }
}

/**
 * Imports a full export into an empty installation, in one transaction: any problem leaves the
 * database as it was. Settings, languages and workflow states of the file replace the ones a
 * new installation starts with; accounts are matched by email or created without a password.
 * `actor: null` (the command line) may import; any other caller must be an admin. The file may
 * come as a reader, so an upload is not read (nor its mistakes answered) before the role is known.
 */
export async function importDatabase(
  ctx: OperationContext,
  source: DatabaseExport | (() => Promise<DatabaseExport>),
): Promise<DatabaseImportResult> {
  if (ctx.actor) accessOf(ctx).requireRole('admin')
  const file = typeof source === 'function' ? await source() : source
  const known = (await listMigrations(ctx.db, ctx.dialect)).map((m) => m.name)
  checkEnvelope(file, known)

  const existing = new Set(await ctx.dialect.listTables(ctx.db))
  const tables = exportedTables.filter((t) => existing.has(t.name))
  const columnsOf = new Map<string, TableColumn[]>()
  for (const table of tables) {
    columnsOf.set(table.name, await ctx.dialect.listColumns(ctx.db, table.name))
  }
  refuseProblems([...checkColumns(file, tables, columnsOf), ...checkReferences(file, tables)])

  return withTransaction(ctx, async (trx) => {
    await refuseUnlessEmpty(trx)
    const users = await importUsers(trx.db, file.tables.users ?? [])
    const imported: Record<string, number> = { users: users.created + users.matched }

    const replaced = tables.filter((t) => t.mode === 'replace' && file.tables[t.name])
    for (const table of [...replaced].reverse()) await deleteAllRows(trx.db, table.name)
    for (const table of tables) {
      const rows = file.tables[table.name]
      if (table.name === 'users' || !rows) continue
      try {
        await insertRows(trx.db, table.name, prepareRows(table, rows, users.idMap))
      } catch (error) {
        throw importFailed(trx, table.name, error)
      }
      imported[table.name] = rows.length
    }

    // Sample content must never be added to an imported installation on a later start.
    await claimSystemFlag(trx, SAMPLE_DATA_FLAG, nowIso(), nowIso())

    const total = Object.values(imported).reduce((sum, n) => sum + n, 0)
    await recordSettingChange(trx.db, trx.actor, {
      area: 'database',
      action: 'imported',
      summary: `Imported ${total} records`,
      after: { exportedAt: file.exportedAt, imported },
    })
    return { imported, usersCreated: users.created, usersMatched: users.matched }
  })
}

/**
 * A row the database refused (a duplicate slug, say): the checks let through what only the
 * database knows. The transaction rolls back; the message names the table.
 */
function importFailed(ctx: OperationContext, table: string, error: unknown): AppError {
  ctx.logger.warn({ err: error, table }, 'import refused by the database')
  const reason = error instanceof Error ? error.message.split('\n')[0] : 'refused'
  return new AppError(
    'unprocessable',
    databaseMessages.cannotImport(`the database refused the rows of ${table} (${reason})`),
    [{ path: `tables.${table}`, message: String(reason) }],
  )
}
