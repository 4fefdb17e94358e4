import type { ComponentRegistry, ContentItem, ContentTypeField } from '@folio/schema'

import { toPayload, type ItemFormValues } from '../../item-form-values'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A media file as the form holds it (the object reads return). */
function isMediaObject(value: unknown): value is { id: string; url: string } {
  return isRecord(value) && typeof value.id === 'string' && typeof value.url === 'string'
}

/**
 * A save sends media as ids, but reads (and so sites) get media objects: put back the objects
 * the form holds wherever the payload has their ids, at any depth (components, blocks).
 */
export function withMediaObjects(api: unknown, form: unknown): unknown {
  if (Array.isArray(api)) {
    const entries: unknown[] = Array.isArray(form) ? form : []
    return (api as unknown[]).map((value, index) => {
      if (typeof value === 'string') {
        return entries.find((entry) => isMediaObject(entry) && entry.id === value) ?? value
      }
      const key = isRecord(value) ? value._key : undefined
      const twin =
        (key !== undefined && entries.find((entry) => isRecord(entry) && entry._key === key)) ||
        entries[index]
      return withMediaObjects(value, twin)
    })
  }
  if (typeof api === 'string' && isMediaObject(form) && form.id === api) return form
  if (isRecord(api) && isRecord(form)) {
    return Object.fromEntries(
      Object.entries(api).map(([name, value]) => [name, withMediaObjects(value, form[name])]),
    )
  }
  return api
}

/**
 * The item as the editor has it now, in the delivery API's read shape (fields by name, media
 * as objects): what the preview shows before anything is saved.
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
  const data = withMediaObjects(payload.data, values.data) as Record<string, unknown>
  return {
    ...saved,
    title: payload.title,
    slug: payload.slug || saved.slug,
    status: payload.status,
    scheduledFor: payload.scheduledFor,
    data: { ...saved.data, ...data },
  }
}
