import {
  contentTypeMessages,
  SLUG_PATTERN,
  slugify,
  type ContentType,
  type ContentTypeField,
} from '@folio/schema'

import { invalidContentType } from './content-type-errors.js'

/**
 * The slug a write stores: the one given, else (on create) the name's derivation, else (on
 * update) the current one. A derivation that yields no valid slug is reported on `slug`, as
 * the form would report the same text typed in by hand.
 */
export function slugFor(input: { name: string; slug?: string }, currentSlug?: string): string {
  if (input.slug !== undefined) return input.slug
  if (currentSlug !== undefined) return currentSlug
  const derived = slugify(input.name)
  if (!derived) {
    throw invalidContentType([{ path: 'slug', message: contentTypeMessages.slugRequired }])
  }
  if (!SLUG_PATTERN.test(derived)) {
    throw invalidContentType([{ path: 'slug', message: contentTypeMessages.slugFormat }])
  }
  return derived
}

/**
 * The id of the field that is the item's title, as stored. The input names it (the shared
 * schema checked it is a text field of the list); left out on an update, the current title
 * field stays while the list still has it as a text field, renamed or not.
 */
export function titleFieldIdFor(
  titleField: string | null | undefined,
  fields: readonly ContentTypeField[],
  current?: Pick<ContentType, 'fields' | 'titleField'>,
): string | null {
  const text = fields.filter((field) => field.type === 'text')
  if (titleField !== undefined) {
    return (titleField && text.find((field) => field.name === titleField)?.id) || null
  }
  const currentId = current?.fields.find((field) => field.name === current.titleField)?.id
  return (currentId && text.find((field) => field.id === currentId)?.id) || null
}
