import {
  BLOCK_TYPE_KEY,
  contentItemSchema,
  ENTRY_KEY,
  type Component,
  type ContentType,
  type ContentTypeField,
} from '@folio/schema'
import type { OpenAPIV3_1 } from 'openapi-types'
import { z } from 'zod'

/**
 * The installation's content model as named OpenAPI schemas, for code generators: one per
 * component (`Component_<slug>`), one per component used as a block (`Block_<slug>`: the
 * component with its `_type`), and per content type its data (`ItemData_<slug>`) and its item
 * (`Item_<slug>`). Values are typed as reads answer them: media as files, relations as id
 * lists, blocks as a union told apart by `_type`.
 */

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject
type Components = Pick<Component, 'id' | 'slug' | 'name' | 'description' | 'fields'>

const ref = (name: string): OpenAPIV3_1.ReferenceObject => ({
  $ref: `#/components/schemas/${name}`,
})

export const MEDIA_SCHEMA = 'Media'
export const componentSchemaName = (slug: string) => `Component_${slug}`
export const blockSchemaName = (slug: string) => `Block_${slug}`
export const itemDataSchemaName = (slug: string) => `ItemData_${slug}`
export const itemSchemaName = (slug: string) => `Item_${slug}`

const mediaSchema: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  description: 'A file of the media library. Add `?w=640` to `url` for a resized image.',
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    alt: { type: 'string' },
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
    mimeType: { type: 'string' },
    fileName: { type: 'string' },
  },
  required: ['id', 'url', 'alt', 'width', 'height', 'mimeType', 'fileName'],
}

function orNull(schema: Schema): Schema {
  if ('$ref' in schema) return { oneOf: [schema, { type: 'null' }] }
  // Without a type (any JSON value, a union) null is already allowed or stated elsewhere.
  if (schema.type === undefined) return schema
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  return { ...schema, type: [...types, 'null'] }
}

function listOf(items: Schema): OpenAPIV3_1.SchemaObject {
  return { type: 'array', items }
}

function valueSchema(field: ContentTypeField, bySlug: ReadonlyMap<string, Components>): Schema {
  const componentOf = (id: string | undefined) =>
    [...bySlug.values()].find((component) => component.id === id)
  switch (field.type) {
    case 'text':
    case 'rich-text':
    case 'image':
      return { type: 'string' }
    case 'date':
      return { type: 'string', description: 'YYYY-MM-DD or an ISO 8601 date-time' }
    case 'number':
      return { type: 'number' }
    case 'boolean':
      return { type: 'boolean' }
    case 'array':
      return listOf({ type: 'string' })
    case 'reference':
      return { type: 'string', description: 'An item id; with expand=, the item' }
    case 'select': {
      const one: Schema = { type: 'string', enum: (field.options ?? []).map((o) => o.value) }
      return field.multiple ? listOf(one) : one
    }
    case 'relation':
      return { ...listOf({ type: 'string' }), description: 'Item ids; with expand=, the items' }
    case 'json':
      return {}
    case 'media':
      return field.multiple ? listOf(ref(MEDIA_SCHEMA)) : ref(MEDIA_SCHEMA)
    case 'component': {
      const component = componentOf(field.componentId)
      const one = component ? ref(componentSchemaName(component.slug)) : { type: 'object' as const }
      return field.repeatable ? listOf(one) : one
    }
    case 'blocks': {
      const allowed = (field.componentIds ?? []).flatMap((id) => componentOf(id) ?? [])
      return listOf({
        oneOf: allowed.map((component) => ref(blockSchemaName(component.slug))),
        discriminator: {
          propertyName: BLOCK_TYPE_KEY,
          mapping: Object.fromEntries(
            allowed.map((c) => [c.slug, ref(blockSchemaName(c.slug)).$ref]),
          ),
        },
      })
    }
  }
}

/** Reads answer every field, null when empty: all are required, most may be null. */
function fieldsObject(
  fields: readonly ContentTypeField[],
  bySlug: ReadonlyMap<string, Components>,
  extra: Record<string, Schema> = {},
): OpenAPIV3_1.SchemaObject {
  const properties: Record<string, Schema> = { ...extra }
  for (const field of fields) {
    const schema = valueSchema(field, bySlug)
    const described =
      field.description && !('$ref' in schema)
        ? { ...schema, description: field.description }
        : schema
    properties[field.name] = field.type === 'json' ? described : orNull(described)
  }
  return { type: 'object', properties, required: fields.map((field) => field.name) }
}

const itemBase = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(contentItemSchema, {
    target: 'draft-2020-12',
    io: 'output',
  }) as OpenAPIV3_1.SchemaObject & { $schema?: string }
  return schema
})()

export function contentModelSchemas(
  types: readonly ContentType[],
  components: readonly Components[],
): Record<string, OpenAPIV3_1.SchemaObject> {
  const bySlug = new Map(components.map((component) => [component.slug, component]))
  const schemas: Record<string, OpenAPIV3_1.SchemaObject> = { [MEDIA_SCHEMA]: mediaSchema }
  for (const component of components) {
    schemas[componentSchemaName(component.slug)] = {
      ...fieldsObject(component.fields, bySlug, {
        [ENTRY_KEY]: { type: 'string', description: 'Stable id of the entry within its list' },
      }),
      title: component.name,
      ...(component.description ? { description: component.description } : {}),
    }
    schemas[blockSchemaName(component.slug)] = {
      allOf: [
        ref(componentSchemaName(component.slug)),
        {
          type: 'object',
          properties: { [BLOCK_TYPE_KEY]: { type: 'string', const: component.slug } },
          required: [BLOCK_TYPE_KEY, ENTRY_KEY],
        },
      ],
    }
  }
  for (const type of types) {
    schemas[itemDataSchemaName(type.slug)] = {
      ...fieldsObject(type.fields, bySlug),
      title: `${type.name} data`,
    }
    schemas[itemSchemaName(type.slug)] = {
      ...itemBase,
      title: type.name,
      ...(type.description ? { description: type.description } : {}),
      properties: { ...itemBase.properties, data: ref(itemDataSchemaName(type.slug)) },
    }
  }
  return schemas
}
