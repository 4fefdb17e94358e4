import { sql, type Kysely, type Selectable } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { Database } from '../../db/tables.js'
import type { MenuItemTable, MenuTable } from '../../db/tables-navigation.js'

export type MenuRow = Selectable<MenuTable>

/** An item with what the API shows of the content item it links to (null without one). */
export type MenuItemRow = Selectable<MenuItemTable> & {
  content_slug: string | null
  content_title: string | null
  content_status: string | null
  content_type_id: string | null
  content_type_slug: string | null
}

export interface MenuFields {
  name: string
  slug: string
  description: string
}

export interface NewMenu extends MenuFields {
  id: string
  createdAt: string
  createdBy: string | null
}

export interface MenuItemFields {
  title: string
  url: string | null
  contentItemId: string | null
  parentId: string | null
  position: number
  isActive: boolean
  icon: string | null
}

export interface NewMenuItem extends MenuItemFields {
  id: string
  menuId: string
  createdAt: string
}

/** One item's place in its menu. */
export interface ItemPlace {
  id: string
  parentId: string | null
  position: number
}

/** Every menu, oldest first. */
export async function listMenus(db: Kysely<Database>): Promise<MenuRow[]> {
  return db.selectFrom('menus').selectAll().orderBy('created_at').orderBy('id').execute()
}

function menuByIdOrSlug(db: Kysely<Database>, idOrSlug: string) {
  return (
    db
      .selectFrom('menus')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
      // An id match wins over a slug that happens to equal another menu's id.
      .orderBy(sql`case when id = ${idOrSlug} then 0 else 1 end`)
      .limit(1)
  )
}

/** A menu by id or by slug (the API accepts either). */
export async function findMenu(
  db: Kysely<Database>,
  idOrSlug: string,
): Promise<MenuRow | undefined> {
  return menuByIdOrSlug(db, idOrSlug).executeTakeFirst()
}

/**
 * The same, locked until the transaction ends: writers of one menu's items take turns, so a
 * tree save checks the very items it writes.
 */
export async function findMenuForUpdate(
  db: Kysely<Database>,
  dialect: Dialect,
  idOrSlug: string,
): Promise<MenuRow | undefined> {
  return dialect.forUpdate(menuByIdOrSlug(db, idOrSlug)).executeTakeFirst()
}

export async function menuSlugTaken(
  db: Kysely<Database>,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db.selectFrom('menus').select('id').where('slug', '=', slug)
  if (exceptId) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function insertMenu(db: Kysely<Database>, menu: NewMenu): Promise<void> {
  await db
    .insertInto('menus')
    .values({
      id: menu.id,
      name: menu.name,
      slug: menu.slug,
      description: menu.description,
      created_at: menu.createdAt,
      updated_at: menu.createdAt,
      created_by: menu.createdBy,
      updated_by: menu.createdBy,
    })
    .execute()
}

export async function updateMenu(
  db: Kysely<Database>,
  id: string,
  changes: Partial<MenuFields>,
  updatedAt: string,
  updatedBy: string | null,
): Promise<void> {
  await db
    .updateTable('menus')
    .set({ ...changes, updated_at: updatedAt, updated_by: updatedBy })
    .where('id', '=', id)
    .execute()
}

/** Deletes a menu; its items go with it (the foreign key cascades). */
export async function deleteMenu(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('menus').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Items of the given menus with their linked content, in sibling order. */
export async function listMenuItems(
  db: Kysely<Database>,
  menuIds: readonly string[],
): Promise<MenuItemRow[]> {
  if (menuIds.length === 0) return []
  return db
    .selectFrom('menu_items as mi')
    .leftJoin('content_items as ci', 'ci.id', 'mi.content_item_id')
    .leftJoin('content_types as ct', 'ct.id', 'ci.content_type_id')
    .selectAll('mi')
    .select([
      'ci.slug as content_slug',
      'ci.title as content_title',
      'ci.status as content_status',
      'ci.content_type_id as content_type_id',
      'ct.slug as content_type_slug',
    ])
    .where('mi.menu_id', 'in', menuIds)
    .orderBy('mi.position')
    .orderBy('mi.created_at')
    .orderBy('mi.id')
    .execute()
}

/** Items per menu, for the menu list. */
export async function countMenuItems(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('menu_items')
    .select(['menu_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('menu_id')
    .execute()
  return new Map(rows.map((row) => [row.menu_id, Number(row.count)]))
}

export async function insertMenuItem(db: Kysely<Database>, item: NewMenuItem): Promise<void> {
  await db
    .insertInto('menu_items')
    .values({
      id: item.id,
      menu_id: item.menuId,
      parent_id: item.parentId,
      title: item.title,
      url: item.url,
      content_item_id: item.contentItemId,
      position: item.position,
      is_active: item.isActive ? 1 : 0,
      icon: item.icon,
      created_at: item.createdAt,
      updated_at: item.createdAt,
    })
    .execute()
}

export async function updateMenuItem(
  db: Kysely<Database>,
  id: string,
  item: MenuItemFields,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('menu_items')
    .set({
      parent_id: item.parentId,
      title: item.title,
      url: item.url,
      content_item_id: item.contentItemId,
      position: item.position,
      is_active: item.isActive ? 1 : 0,
      icon: item.icon,
      updated_at: updatedAt,
    })
    .where('id', '=', id)
    .execute()
}

/** Deletes an item; its subtree goes with it (the parent foreign key cascades). */
export async function deleteMenuItem(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('menu_items').where('id', '=', id).execute()
}

/** Moves items of one menu to new places; the caller checked the places make a tree. */
export async function saveItemPlaces(
  db: Kysely<Database>,
  menuId: string,
  places: readonly ItemPlace[],
  updatedAt: string,
): Promise<void> {
  for (const place of places) {
    await db
      .updateTable('menu_items')
      .set({ parent_id: place.parentId, position: place.position, updated_at: updatedAt })
      .where('id', '=', place.id)
      .where('menu_id', '=', menuId)
      .execute()
  }
}

export async function contentItemExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('content_items')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}
