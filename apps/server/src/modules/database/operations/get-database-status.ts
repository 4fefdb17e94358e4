import type { DatabaseStatus } from '@folio/schema'

import { listMigrations } from '../../../db/migrations/migrate.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { countRows } from '../database.repository.js'
import { exportedTables } from '../export-registry.js'

/** The database in use, its migrations and rows per table. Admins only. */
export async function getDatabaseStatus(ctx: OperationContext): Promise<DatabaseStatus> {
  accessOf(ctx).requireRole('admin')
  const { version, location } = await ctx.dialect.describeDatabase(ctx.db)
  const migrations = await listMigrations(ctx.db, ctx.dialect)
  const exported = new Set(exportedTables.map((t) => t.name))
  const names = await ctx.dialect.listTables(ctx.db)
  const tables = []
  for (const name of names) {
    if (name.startsWith('kysely_')) continue
    tables.push({ name, rows: await countRows(ctx.db, name), exported: exported.has(name) })
  }
  return {
    dialect: ctx.dialect.name,
    version,
    location,
    migrations: migrations.map((m) => ({
      name: m.name,
      appliedAt: m.appliedAt,
      status: m.appliedAt ? ('applied' as const) : ('pending' as const),
    })),
    tables,
  }
}
