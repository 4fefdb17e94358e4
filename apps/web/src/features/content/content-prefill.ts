import type { ContentTypeField } from '@folio/schema'

import type { ItemFormValues } from './item-form-values'

import type { ContentPrefill } from '@/stores/ui'

// A prefill travels as router state on `/content?new=1`, so nothing of it lands in the URL or
// the history of links.
const STATE_KEY = 'contentPrefill'

/** The router state that carries a prefill: `navigate('/content?new=1', { state })`. */
export function contentPrefillState(prefill: ContentPrefill): Record<string, unknown> {
  return { [STATE_KEY]: prefill }
}

/** A prefill read from router state or modal data; null when absent or malformed. */
export function readContentPrefill(value: unknown): ContentPrefill | null {
  const candidate =
    typeof value === 'object' && value !== null && STATE_KEY in value
      ? (value as Record<string, unknown>)[STATE_KEY]
      : value
  if (typeof candidate !== 'object' || candidate === null) return null
  const { html, text } = candidate as Record<string, unknown>
  return typeof html === 'string' && typeof text === 'string' ? { html, text } : null
}

/** The field a prefill goes into: the first rich-text field, else the first text field. */
export function prefillTarget(fields: readonly ContentTypeField[]): ContentTypeField | undefined {
  return (
    fields.find((field) => field.type === 'rich-text') ??
    fields.find((field) => field.type === 'text')
  )
}

/** Form values with the prefill in its field (a text input holds one line). */
export function applyPrefill(
  values: ItemFormValues,
  fields: readonly ContentTypeField[],
  prefill: ContentPrefill | null | undefined,
): ItemFormValues {
  const target = prefill && prefillTarget(fields)
  if (!prefill || !target) return values
  const value =
    target.type === 'rich-text' ? prefill.html : prefill.text.replace(/\s*\n\s*/g, ' ').trim()
  return { ...values, data: { ...values.data, [target.name]: value } }
}
