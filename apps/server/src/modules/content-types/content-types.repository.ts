import type { ContentType, ContentTypeField } from '@folio/schema'
import type { Kysely, Selectable } from 'kysely'

import type { ContentTypeTable, Database } from '../../db/tables.js'

export interface NewContentType {
  id: string
  name: string
  slug: string
  description: string
  fields: ContentTypeField[]
  createdAt: string
}

export async function insertContentType(db: Kysely<Database>, type: NewContentType) {
  await db
    .insertInto('content_types')
    .values({
      id: type.id,
      name: type.name,
      slug: type.slug,
      description: type.description,
      fields: JSON.stringify(type.fields),
      created_at: type.createdAt,
      updated_at: type.createdAt,
    })
    .execute()
}

export async function listContentTypes(db: Kysely<Database>): Promise<ContentType[]> {
  const rows = await db.selectFrom('content_types').selectAll().orderBy('name').execute()
  return rows.map(toContentType)
}

function toContentType(row: Selectable<ContentTypeTable>): ContentType {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    fields: JSON.parse(row.fields) as ContentTypeField[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
