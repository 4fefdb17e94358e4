import {
  BLOCK_TYPE_KEY,
  type ComponentRegistry,
  type ContentTypeField,
  type ItemData,
} from '@folio/schema'

import { blockComponent, isRecord } from './item-data.js'

/** One field's value somewhere in an item's data, with where it sits. */
export interface FieldVisit {
  field: ContentTypeField
  value: unknown
  /** From the top of `data`, in field names and list positions: `['sections', 3, 'cta']`. */
  path: (string | number)[]
  /** The object holding the value, under `key`: a visitor may replace it there. */
  holder: Record<string, unknown>
  key: string
}

/**
 * Calls `visit` for every field of the data at every depth, components and blocks included
 * (a component field is visited before its own fields). `keyedBy` says whether the data is as
 * the API speaks it (field names, blocks' `_type` a slug) or as stored (field ids, component
 * ids); paths are in field names either way, for messages.
 */
export function walkItemData(
  fields: readonly ContentTypeField[],
  data: ItemData,
  registry: ComponentRegistry,
  keyedBy: 'name' | 'id',
  visit: (at: FieldVisit) => void,
  path: (string | number)[] = [],
): void {
  for (const field of fields) {
    const key = keyedBy === 'name' ? field.name : field.id
    const value = data[key]
    const at = [...path, field.name]
    visit({ field, value, path: at, holder: data, key })
    if (value === null || value === undefined) continue
    if (field.type === 'component') {
      const component = field.componentId ? registry.get(field.componentId) : undefined
      if (!component) continue
      if (Array.isArray(value)) {
        value.forEach((entry, index) => {
          if (isRecord(entry)) {
            walkItemData(component.fields, entry, registry, keyedBy, visit, [...at, index])
          }
        })
      } else if (isRecord(value)) {
        walkItemData(component.fields, value, registry, keyedBy, visit, at)
      }
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      value.forEach((block, index) => {
        if (!isRecord(block)) return
        const component = blockComponent(registry, block[BLOCK_TYPE_KEY])
        if (component) {
          walkItemData(component.fields, block, registry, keyedBy, visit, [...at, index])
        }
      })
    }
  }
}
