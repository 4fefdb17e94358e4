import type { ContentTypeField } from '@folio/schema'
import { sql, type Kysely, type Selectable } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import { containsPattern, lowerLike } from '../../db/like.js'
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

/**
 * Every component, locked until the transaction ends (PostgreSQL), in one order: a write
 * that checks how components nest or who uses one sees every other such write whole, so two
 * saves cannot close a cycle between them, nor a type take into use a component being deleted.
 */
export async function findAllComponentsForUpdate(
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<StoredComponent[]> {
  const rows = await dialect
    .forUpdate(db.selectFrom('components').selectAll().orderBy('id'))
    .execute()
  return rows.map(toStoredComponent)
}

/** A component by id or by slug (the API accepts either). */
export async function findComponent(
  db: Kysely<Database>,
  idOrSlug: string,
): Promise<StoredComponent | undefined> {
  const row = await db
    .selectFrom('components')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    // An id match wins over a slug that happens to equal another component's id.
    .orderBy(sql`case when id = ${idOrSlug} then 0 else 1 end`)
    .executeTakeFirst()
  return row && toStoredComponent(row)
}

/** Components by name; `q` matches name or slug, case-insensitively. */
export async function listComponents(db: Kysely<Database>, q?: string): Promise<StoredComponent[]> {
  let query = db.selectFrom('components').selectAll().orderBy('name').orderBy('id')
  if (q) {
    const pattern = containsPattern(q)
    query = query.where((eb) =>
      eb.or([lowerLike(eb.ref('name'), pattern), lowerLike(eb.ref('slug'), pattern)]),
    )
  }
  return (await query.execute()).map(toStoredComponent)
}

export type ComponentValues = Omit<StoredComponent, 'createdAt' | 'updatedAt'>

export async function insertComponent(
  db: Kysely<Database>,
  component: ComponentValues,
  now: string,
): Promise<void> {
  await db
    .insertInto('components')
    .values({
      id: component.id,
      name: component.name,
      slug: component.slug,
      description: component.description,
      icon: component.icon,
      fields: JSON.stringify(component.fields),
      created_at: now,
      updated_at: now,
    })
    .execute()
}

export async function updateComponent(
  db: Kysely<Database>,
  component: ComponentValues,
  now: string,
): Promise<void> {
  await db
    .updateTable('components')
    .set({
      name: component.name,
      slug: component.slug,
      description: component.description,
      icon: component.icon,
      fields: JSON.stringify(component.fields),
      updated_at: now,
    })
    .where('id', '=', component.id)
    .execute()
}

export async function deleteComponent(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('components').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function componentSlugTaken(
  db: Kysely<Database>,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db.selectFrom('components').select('id').where('slug', '=', slug)
  if (exceptId) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

/**
 * Every content type's field list, by name: the other half of who uses a component. Read here
 * rather than through the content-types module, which itself builds on components.
 */
export async function findContentTypeFieldLists(
  db: Kysely<Database>,
): Promise<{ id: string; name: string; fields: ContentTypeField[] }[]> {
  const rows = await db
    .selectFrom('content_types')
    .select(['id', 'name', 'fields'])
    .orderBy('name')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as ContentTypeField[] }))
}

/** Every content type's id and slug: what fields name their target types by. */
export async function findContentTypeKeys(
  db: Kysely<Database>,
): Promise<{ id: string; slug: string }[]> {
  return db.selectFrom('content_types').select(['id', 'slug']).execute()
}
