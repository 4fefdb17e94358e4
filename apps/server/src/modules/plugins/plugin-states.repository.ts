import type { PluginPermission } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

/** What an admin decided about a plugin. A plugin never decided about is enabled, granted nothing. */
export interface PluginState {
  enabled: boolean
  granted: PluginPermission[]
  settings: Record<string, unknown>
  /** When it was decided; null for a plugin never decided about. Newer decisions win. */
  updatedAt: string | null
}

export const DEFAULT_STATE: PluginState = {
  enabled: true,
  granted: [],
  settings: {},
  updatedAt: null,
}

export async function readPluginStates(db: Kysely<Database>): Promise<Map<string, PluginState>> {
  const rows = await db.selectFrom('plugin_states').selectAll().execute()
  return new Map(
    rows.map((row) => [
      row.name,
      {
        enabled: row.enabled === 1,
        granted: JSON.parse(row.granted) as PluginPermission[],
        settings: JSON.parse(row.settings) as Record<string, unknown>,
        updatedAt: row.updated_at,
      },
    ]),
  )
}

export async function writePluginState(
  db: Kysely<Database>,
  name: string,
  state: PluginState & { updatedAt: string },
  by: { userId: string | null },
): Promise<void> {
  const values = {
    enabled: state.enabled ? 1 : 0,
    granted: JSON.stringify(state.granted),
    settings: JSON.stringify(state.settings),
    updated_at: state.updatedAt,
    updated_by: by.userId,
  }
  await db
    .insertInto('plugin_states')
    .values({ name, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute()
}
