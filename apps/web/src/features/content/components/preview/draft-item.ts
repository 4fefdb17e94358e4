import type { ComponentRegistry, ContentItem, ContentTypeField } from '@folio/schema'

import { toPayload, type ItemFormValues } from '../../item-form-values'

/**
 * The item as the editor has it now, in the delivery API's shape (fields by name): what the
 * preview shows before anything is saved. Values are what a save would send.
 */
export function toDraftItem(
  saved: ContentItem,
  values: ItemFormValues | null,
  fields: readonly ContentTypeField[],
  /** Components and blocks are read through them: without, they would preview as empty. */
  components?: ComponentRegistry,
): ContentItem {
  if (!values) return saved
  const payload = toPayload(values, fields, components)
  return {
    ...saved,
    title: payload.title,
    slug: payload.slug || saved.slug,
    status: payload.status,
    scheduledFor: payload.scheduledFor,
    data: { ...saved.data, ...payload.data },
  }
}
