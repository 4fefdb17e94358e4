import {
  contentItemPath,
  type ContentStatus,
  type Menu,
  type MenuItem,
  type MenuItemContent,
} from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { publishedOnly } from '../../lib/permissions.js'
import type { MenuItemRow, MenuRow } from './navigation.repository.js'

/** Which items a caller is answered. */
export interface TreeVisibility {
  /** API keys get active items only; an inactive item hides its subtree. */
  activeOnly: boolean
  /** Read-only keys also lose items linking to unpublished content (with their subtree). */
  publishedLinksOnly: boolean
}

/**
 * Signed-in users manage menus, so they see every item; apps (API keys) see the menu as a
 * site would render it.
 */
export function visibilityFor(ctx: Pick<OperationContext, 'actor'>): TreeVisibility {
  const viaKey = ctx.actor?.apiKey !== undefined
  return { activeOnly: viaKey, publishedLinksOnly: viaKey && publishedOnly(ctx) }
}

export function toMenu(row: MenuRow, itemCount: number): Menu {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    itemCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  }
}

function linkedContent(row: MenuItemRow): MenuItemContent | null {
  if (!row.content_item_id || row.content_slug === null || row.content_type_slug === null) {
    return null
  }
  return {
    id: row.content_item_id,
    slug: row.content_slug,
    title: row.content_title ?? '',
    contentTypeId: row.content_type_id ?? '',
    contentTypeSlug: row.content_type_slug,
    status: row.content_status as ContentStatus,
  }
}

function toMenuItem(row: MenuItemRow, children: MenuItem[]): MenuItem {
  const contentItem = linkedContent(row)
  return {
    id: row.id,
    menuId: row.menu_id,
    parentId: row.parent_id,
    title: row.title,
    url: contentItem ? contentItemPath(contentItem.contentTypeSlug, contentItem.slug) : row.url,
    contentItemId: row.content_item_id,
    contentItem,
    position: row.position,
    isActive: row.is_active === 1,
    icon: row.icon,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    children,
  }
}

function visible(row: MenuItemRow, visibility: TreeVisibility): boolean {
  if (visibility.activeOnly && row.is_active !== 1) return false
  if (visibility.publishedLinksOnly && row.content_item_id !== null) {
    return row.content_status === 'published'
  }
  return true
}

/**
 * Nests one menu's rows (already in sibling order) under their parents, from the top level
 * down: an item left out takes its whole subtree with it.
 */
export function buildItemTree(
  rows: readonly MenuItemRow[],
  visibility: TreeVisibility,
): MenuItem[] {
  const childrenOf = new Map<string | null, MenuItemRow[]>()
  for (const row of rows) {
    if (!visible(row, visibility)) continue
    const siblings = childrenOf.get(row.parent_id) ?? []
    siblings.push(row)
    childrenOf.set(row.parent_id, siblings)
  }
  const nest = (parentId: string | null): MenuItem[] =>
    (childrenOf.get(parentId) ?? []).map((row) => toMenuItem(row, nest(row.id)))
  return nest(null)
}

/** Items in a tree, at every depth. */
export function countItems(items: readonly MenuItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.children), 0)
}

/** An item and its subtree, found anywhere in a tree. */
export function findInTree(items: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item
    const found = findInTree(item.children, id)
    if (found) return found
  }
  return undefined
}
