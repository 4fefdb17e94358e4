import type { ContentTypeField } from '@folio/schema'
import type { Kysely, Selectable } from 'kysely'

import type { ComponentTable, Database } from '../../db/tables.js'

export type ComponentRow = Selectable<ComponentTable>

/** A stored component with its field list parsed. */
export interface StoredComponent {
  id: string
  name: string
  slug: string
  description: string
  icon: string
  fields: ContentTypeField[]
  createdAt: string
  updatedAt: string
}

export function toStoredComponent(row: ComponentRow): StoredComponent {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    fields: JSON.parse(row.fields) as ContentTypeField[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Every component, by name: an installation has tens of them, never thousands. */
export async function findAllComponents(db: Kysely<Database>): Promise<StoredComponent[]> {
  const rows = await db.selectFrom('components').selectAll().orderBy('name').execute()
  return rows.map(toStoredComponent)
}
