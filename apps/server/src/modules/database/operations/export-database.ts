import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type DatabaseExport } from '@folio/schema'

import { listMigrations } from '../../../db/migrations/migrate.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { selectAllRows } from '../database.repository.js'
import { exportedTables } from '../export-registry.js'

/**
 * Every exported table's rows as stored, read in one transaction so the file is one
 * consistent moment. Media files are not included: only their records. `actor: null` (the
 * command line) may export; any other caller must be an admin.
 */
export async function exportDatabase(ctx: OperationContext): Promise<DatabaseExport> {
  if (ctx.actor) accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const existing = new Set(await trx.dialect.listTables(trx.db))
    const migrations = await listMigrations(trx.db, trx.dialect)
    const tables: DatabaseExport['tables'] = {}
    for (const table of exportedTables) {
      if (!existing.has(table.name)) continue
      const present = (await trx.dialect.listColumns(trx.db, table.name)).map((c) => c.name)
      const columns = table.columns ? table.columns.filter((c) => present.includes(c)) : present
      const rows = await selectAllRows(trx.db, table.name, columns)
      tables[table.name] = table.redact ? rows.map(table.redact) : rows
    }
    return {
      format: EXPORT_FORMAT,
      formatVersion: EXPORT_FORMAT_VERSION,
      exportedAt: nowIso(),
      schema: { migrations: migrations.filter((m) => m.appliedAt).map((m) => m.name) },
      tables,
    }
  })
}
