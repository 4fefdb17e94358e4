import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, databaseMessages } from '@folio/schema'
import type { ErrorDetail, DatabaseExport } from '@folio/schema'

import type { TableColumn } from '../../db/dialects/dialect.js'
import { AppError } from '../../lib/app-error.js'
import type { ExportedTable } from './export-registry.js'

type Row = Record<string, unknown>

/** How many problems an error lists: enough to see a pattern, few enough to read. */
export const MAX_LISTED_PROBLEMS = 20

/**
 * Refuses a file that is not an export, or one from a newer Folio: its data may rely on
 * migrations this server does not have. Older exports pass; their missing columns get defaults.
 */
export function checkEnvelope(file: DatabaseExport, knownMigrations: readonly string[]): void {
  if (file.format !== EXPORT_FORMAT) {
    throw new AppError('unprocessable', databaseMessages.notAnExport)
  }
  if (file.formatVersion > EXPORT_FORMAT_VERSION) {
    throw new AppError(
      'unprocessable',
      databaseMessages.newerFormat(file.formatVersion, EXPORT_FORMAT_VERSION),
    )
  }
  const known = new Set(knownMigrations)
  const unknown = file.schema.migrations.filter((name) => !known.has(name))
  if (unknown.length) {
    const newest = [...unknown].sort().at(-1)!
    throw new AppError(
      'unprocessable',
      databaseMessages.newerSchema(newest),
      unknown.map((name) => ({
        path: 'schema.migrations',
        message: databaseMessages.unknownMigration(name),
      })),
    )
  }
}

/**
 * Problems with the file's tables and columns against this database: tables it does not
 * export, columns it does not have, values a row must give but does not.
 */
export function checkColumns(
  file: DatabaseExport,
  tables: readonly ExportedTable[],
  columnsOf: ReadonlyMap<string, readonly TableColumn[]>,
): ErrorDetail[] {
  const problems: ErrorDetail[] = []
  const importable = new Set(tables.map((t) => t.name))
  for (const [name, rows] of Object.entries(file.tables)) {
    if (!importable.has(name) || !columnsOf.has(name)) {
      if (rows.length) {
        problems.push({ path: `tables.${name}`, message: `Folio does not import a table ${name}` })
      }
      continue
    }
    const table = tables.find((t) => t.name === name)!
    const columns = columnsOf.get(name)!
    const allowed = new Set(table.columns ?? columns.map((c) => c.name))
    const required = columns.filter((c) => c.required && allowed.has(c.name))
    rows.forEach((row, index) => {
      const path = `tables.${name}[${index}]`
      for (const column of Object.keys(row)) {
        if (!allowed.has(column) || !columns.some((c) => c.name === column)) {
          problems.push({ path: `${path}.${column}`, message: `Unknown column ${column}` })
        }
      }
      for (const column of required) {
        if (row[column.name] === undefined || row[column.name] === null) {
          problems.push({ path: `${path}.${column.name}`, message: 'A value is required' })
        }
      }
    })
  }
  return problems
}

/** Problems with duplicate keys and references to rows the file does not hold. */
export function checkReferences(
  file: DatabaseExport,
  tables: readonly ExportedTable[],
): ErrorDetail[] {
  const problems: ErrorDetail[] = []
  const keys = new Map<string, Set<unknown>>()
  const keysOf = (table: string, key: string) => {
    const id = `${table}.${key}`
    let set = keys.get(id)
    if (!set) {
      set = new Set((file.tables[table] ?? []).map((row) => row[key]))
      keys.set(id, set)
    }
    return set
  }
  for (const table of tables) {
    const rows = file.tables[table.name] ?? []
    const seen = new Set<unknown>()
    rows.forEach((row, index) => {
      if (row.id !== undefined) {
        if (seen.has(row.id)) {
          problems.push({ path: `tables.${table.name}[${index}].id`, message: 'Duplicate id' })
        }
        seen.add(row.id)
      }
      for (const reference of table.references) {
        if (!reference.strict) continue
        const value = row[reference.column]
        if (value === null || value === undefined) continue
        if (!keysOf(reference.table, reference.key ?? 'id').has(value)) {
          problems.push({
            path: `tables.${table.name}[${index}].${reference.column}`,
            message: `No ${reference.table} row with ${reference.key ?? 'id'} ${JSON.stringify(value)} in the file`,
          })
        }
      }
    })
    if (problems.length > MAX_LISTED_PROBLEMS) break
  }
  return problems
}

/** Throws one 422 listing the first problems, when there are any. */
export function refuseProblems(problems: ErrorDetail[]): void {
  if (!problems.length) return
  const first = problems[0]!
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''
  throw new AppError(
    'unprocessable',
    databaseMessages.cannotImport(`${first.path}: ${first.message}${more}`),
    problems.slice(0, MAX_LISTED_PROBLEMS),
  )
}

/**
 * The rows in an order the database accepts: a row referring to another of its own table
 * (a menu item's parent, a reply's comment) comes after it. Cycles are refused.
 */
export function parentsFirst(table: ExportedTable, rows: readonly Row[]): Row[] {
  const selfColumns = table.references.filter((r) => r.table === table.name).map((r) => r.column)
  if (!selfColumns.length) return [...rows]
  const byId = new Map(rows.map((row) => [row.id, row]))
  const placed = new Set<unknown>()
  const visiting = new Set<unknown>()
  const ordered: Row[] = []
  const place = (row: Row, index: number) => {
    if (placed.has(row.id)) return
    if (visiting.has(row.id)) {
      refuseProblems([
        {
          path: `tables.${table.name}[${index}].${selfColumns[0]}`,
          message: 'Rows refer to each other in a cycle',
        },
      ])
    }
    visiting.add(row.id)
    for (const column of selfColumns) {
      const parent = byId.get(row[column])
      if (parent) place(parent, rows.indexOf(parent))
    }
    visiting.delete(row.id)
    placed.add(row.id)
    ordered.push(row)
  }
  rows.forEach(place)
  return ordered
}
