import type { PermissionSettings, RoleRights } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { readContentTypes } from '../content-types/index.js'

/**
 * The settings without overrides for content types deleted since they were saved, so the tab
 * shows, and a save sends back, only types that exist.
 */
export async function withoutDeletedTypes(
  db: Kysely<Database>,
  settings: PermissionSettings,
): Promise<PermissionSettings> {
  const { editor, viewer } = settings.roles
  const ids = [
    ...new Set([...Object.keys(editor.contentTypes), ...Object.keys(viewer.contentTypes)]),
  ]
  if (ids.length === 0) return settings
  const known = new Set((await readContentTypes({ db }, ids)).map((type) => type.id))
  if (known.size === ids.length) return settings
  const keep = (rights: RoleRights): RoleRights => ({
    ...rights,
    contentTypes: Object.fromEntries(
      Object.entries(rights.contentTypes).filter(([id]) => known.has(id)),
    ),
  })
  return { ...settings, roles: { editor: keep(editor), viewer: keep(viewer) } }
}
