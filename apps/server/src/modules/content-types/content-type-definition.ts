import type { ContentType, ContentTypeField } from '@folio/schema'

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
