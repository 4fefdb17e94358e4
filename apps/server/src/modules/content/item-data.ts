import type { ContentTypeField, ItemData } from '@folio/schema'

/**
 * Item data is stored keyed by field id and spoken keyed by field name. Ids never change, so a
 * renamed field keeps its values; a removed field's value stays in the stored row (and in old
 * versions) but is no longer shown, and the next save leaves it out.
 */
export function toStoredData(fields: readonly ContentTypeField[], byName: ItemData): ItemData {
  const stored: ItemData = {}
  for (const field of fields) {
    const value = byName[field.name]
    if (value !== undefined && value !== null) stored[field.id] = value
  }
  return stored
}

/** The API's view of stored data: every current field by name, null when it holds nothing. */
export function toApiData(fields: readonly ContentTypeField[], byId: ItemData): ItemData {
  return Object.fromEntries(fields.map((field) => [field.name, byId[field.id] ?? null]))
}
