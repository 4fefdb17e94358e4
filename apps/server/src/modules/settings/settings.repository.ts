import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

export interface SettingWrite {
  key: string
  value: unknown
  updatedAt: string
  updatedBy: string | null
}

/** The stored JSON value of one settings key, parsed; undefined when it was never saved. */
export async function readSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst()
  return row ? (JSON.parse(row.value) as unknown) : undefined
}

/** Saves the value of one settings key, replacing what was there. */
export async function writeSetting(db: Kysely<Database>, setting: SettingWrite): Promise<void> {
  const values = {
    value: JSON.stringify(setting.value),
    updated_at: setting.updatedAt,
    updated_by: setting.updatedBy,
  }
  await db
    .insertInto('settings')
    .values({ key: setting.key, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute()
}

/** Removes a settings key: reads answer as if it was never saved. */
export async function deleteSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute()
}
