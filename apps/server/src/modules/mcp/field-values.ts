import {
  BLOCK_TYPE_KEY,
  ENTRY_KEY,
  type ComponentRegistry,
  type ContentType,
  type ContentTypeField,
} from '@folio/schema'

/**
 * How item data spells each field type's value, for assistants writing items: what
 * describe_api lists and get_content_type points to.
 */
export const fieldValueShapes = {
  text: 'a string',
  'rich-text': 'an HTML string (sanitised on save)',
  number: 'a number',
  date: 'YYYY-MM-DD or an ISO 8601 date-time',
  boolean: 'true or false',
  image: 'an image URL or a media id',
  reference: 'the id of a content item (of referenceTypeId when set)',
  array: 'a list of strings',
  select: 'one of the field’s options[].value; a list of them when multiple',
  relation:
    'an ordered list of content item ids (of relationTypeIds when not empty), between min and max entries',
  json: 'any JSON value, valid against jsonSchema when the field has one',
  media:
    'a media id (see list_media); a list of them when multiple. Reads answer file objects { id, url, … }',
  component: `an object of the component's fields by name (componentId, see components); a list of such objects when repeatable. Entries of lists carry "${ENTRY_KEY}", a stable id: send it back unchanged`,
  blocks: `a list of objects, each with "${BLOCK_TYPE_KEY}": the slug of one of the field's components (componentIds), and that component's fields by name; "${ENTRY_KEY}" as for components`,
} as const

/** The components a type's fields use, at any depth, with their fields: what its data holds. */
export function componentsUsedBy(type: ContentType, registry: ComponentRegistry) {
  const used = new Map<
    string,
    { id: string; name: string; slug: string; fields: ContentTypeField[] }
  >()
  const visit = (fields: readonly ContentTypeField[]) => {
    for (const field of fields) {
      const ids = [...(field.componentId ? [field.componentId] : []), ...(field.componentIds ?? [])]
      for (const id of ids) {
        const component = registry.get(id)
        if (!component || used.has(id)) continue
        used.set(id, { ...component, fields: [...component.fields] })
        visit(component.fields)
      }
    }
  }
  visit(type.fields)
  return [...used.values()]
}
