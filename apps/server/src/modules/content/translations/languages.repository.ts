import type { Kysely, Selectable } from 'kysely'

import type { Dialect } from '../../../db/dialects/dialect.js'
import type { Database } from '../../../db/tables.js'
import type { LanguageTable } from '../../../db/tables-localization.js'

export type LanguageRow = Selectable<LanguageTable>

/** Every language, the default first, then by name. */
export async function listLanguageRows(db: Kysely<Database>): Promise<LanguageRow[]> {
  return db
    .selectFrom('languages')
    .selectAll()
    .orderBy('is_default', 'desc')
    .orderBy('name')
    .orderBy('code')
    .execute()
}

export async function findLanguage(
  db: Kysely<Database>,
  code: string,
): Promise<LanguageRow | undefined> {
  return db.selectFrom('languages').selectAll().where('code', '=', code).executeTakeFirst()
}

export async function findDefaultLanguage(db: Kysely<Database>): Promise<LanguageRow | undefined> {
  return db.selectFrom('languages').selectAll().where('is_default', '=', 1).executeTakeFirst()
}

/**
 * Locks every language row until the transaction ends (PostgreSQL), always in the same order,
 * so two changes of the default queue up instead of both seeing the old default.
 */
export async function lockLanguages(db: Kysely<Database>, dialect: Dialect) {
  return dialect.forUpdate(db.selectFrom('languages').select('id').orderBy('id')).execute()
}

export async function insertLanguage(db: Kysely<Database>, row: LanguageRow): Promise<void> {
  await db.insertInto('languages').values(row).execute()
}

export async function renameLanguage(
  db: Kysely<Database>,
  code: string,
  name: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('languages')
    .set({ name, updated_at: updatedAt })
    .where('code', '=', code)
    .execute()
}

/**
 * Makes `code` the one default. Two statements, the old default cleared first: a single
 * UPDATE may set the new default before clearing the old, which the unique index refuses.
 */
export async function setDefaultLanguage(
  db: Kysely<Database>,
  code: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('languages')
    .set({ is_default: 0, updated_at: updatedAt })
    .where('is_default', '=', 1)
    .where('code', '!=', code)
    .execute()
  await db
    .updateTable('languages')
    .set({ is_default: 1, updated_at: updatedAt })
    .where('code', '=', code)
    .where('is_default', '=', 0)
    .execute()
}

export async function deleteLanguageRow(db: Kysely<Database>, code: string): Promise<void> {
  await db.deleteFrom('content_item_translations').where('locale', '=', code).execute()
  await db.deleteFrom('languages').where('code', '=', code).execute()
}

async function count(query: Promise<{ n: number | string | bigint } | undefined>): Promise<number> {
  return Number((await query)?.n ?? 0)
}

/** How many translations are written in the language. */
export function countTranslationsIn(db: Kysely<Database>, code: string): Promise<number> {
  return count(
    db
      .selectFrom('content_item_translations')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('locale', '=', code)
      .executeTakeFirst(),
  )
}

/** How many items have their main row written in the language. */
export function countItemsWrittenIn(db: Kysely<Database>, code: string): Promise<number> {
  return count(
    db
      .selectFrom('content_items')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('locale', '=', code)
      .executeTakeFirst(),
  )
}
