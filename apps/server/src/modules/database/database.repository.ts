import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

type Row = Record<string, unknown>
/** Tables are named at run time here: the registry, not the compiler, knows them. */
type AnyDatabase = Kysely<Record<string, Row>>

const untyped = (db: Kysely<Database>) => db as unknown as AnyDatabase

/**
 * Bound parameters per statement: below SQLite's 32,766 and PostgreSQL's 65,535, with room to
 * spare. Rows per insert follow from the column count.
 */
const MAX_PARAMETERS = 30_000
const MAX_ROWS_PER_INSERT = 500

export async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const row = await untyped(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Every row of a table, in a stable order (by id or the first column), as stored. */
export async function selectAllRows(
  db: Kysely<Database>,
  table: string,
  columns: readonly string[],
): Promise<Row[]> {
  const order = columns.includes('id') ? 'id' : columns.includes('key') ? 'key' : columns[0]!
  return untyped(db).selectFrom(table).select(columns).orderBy(order).execute()
}

export async function deleteAllRows(db: Kysely<Database>, table: string): Promise<void> {
  await untyped(db).deleteFrom(table).execute()
}

/** Inserts rows in as few statements as the parameter limits allow. */
export async function insertRows(db: Kysely<Database>, table: string, rows: Row[]): Promise<void> {
  if (!rows.length) return
  const columns = new Set(rows.flatMap((row) => Object.keys(row)))
  const size = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.size)))
  for (let start = 0; start < rows.length; start += size) {
    // Every row of one statement names the same columns (one left out gets its default), so
    // a batch is split where the shape changes, keeping the rows' order (parents first).
    let run: Row[] = []
    let runShape = ''
    for (const row of rows.slice(start, start + size)) {
      const shape = Object.keys(row).sort().join(',')
      if (run.length && shape !== runShape) {
        await untyped(db).insertInto(table).values(run).execute()
        run = []
      }
      runShape = shape
      run.push(row)
    }
    if (run.length) await untyped(db).insertInto(table).values(run).execute()
  }
}
