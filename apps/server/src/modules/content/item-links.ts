import type {
  ComponentRegistry,
  ContentTypeField,
  ItemData,
  RelationDeleteAction,
} from '@folio/schema'

import { walkItemData } from './item-data-walk.js'

/** One entry of a relation field, wherever the field sits: a row of `content_links`. */
export interface ItemLink {
  fieldId: string
  targetId: string
  onDelete: RelationDeleteAction
}

/** What the relation fields of stored data (keyed by field id) point at, at every depth. */
export function linksOf(
  fields: readonly ContentTypeField[],
  stored: ItemData,
  registry: ComponentRegistry,
): ItemLink[] {
  const links: ItemLink[] = []
  walkItemData(fields, stored, registry, 'id', ({ field, value }) => {
    if (field.type !== 'relation' || !Array.isArray(value)) return
    for (const id of value) {
      if (typeof id === 'string') {
        links.push({ fieldId: field.id, targetId: id, onDelete: field.onDelete ?? 'restrict' })
      }
    }
  })
  return links
}

/**
 * Stored data without any of `targetIds` in its relation fields, at every depth; null when
 * it held none of them. Relations are lists of ids as stored.
 */
export function withoutTarget(
  fields: readonly ContentTypeField[],
  stored: ItemData,
  registry: ComponentRegistry,
  targetIds: ReadonlySet<string>,
): ItemData | null {
  const copy = structuredClone(stored)
  let changed = false
  walkItemData(fields, copy, registry, 'id', ({ field, value, holder, key }) => {
    if (field.type !== 'relation' || !Array.isArray(value)) return
    const kept = value.filter((id) => !(typeof id === 'string' && targetIds.has(id)))
    if (kept.length === value.length) return
    changed = true
    // null, not absent: in a translation an absent value would fall back to the item's.
    holder[key] = kept.length ? kept : null
  })
  return changed ? copy : null
}
