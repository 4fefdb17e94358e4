import type { Generated } from 'kysely'

/** Tables of navigation menus (migration 0008). */
export interface NavigationTables {
  menus: MenuTable
  menu_items: MenuItemTable
}

export interface MenuTable {
  id: string
  name: string
  /** Unique; what sites ask for (`GET /api/v1/menus/main-menu`). */
  slug: string
  description: Generated<string>
  created_at: string
  updated_at: string
  created_by: string | null
  updated_by: string | null
}

/** One entry of a menu; `parent_id` is an item of the same menu or null at the top. */
export interface MenuItemTable {
  id: string
  menu_id: string
  parent_id: string | null
  title: string
  /** Null when the item links to a content item, or is a heading without a link. */
  url: string | null
  content_item_id: string | null
  /** Order among the siblings, from 0. */
  position: Generated<number>
  /** 0 or 1. */
  is_active: Generated<number>
  icon: string | null
  created_at: string
  updated_at: string
}
