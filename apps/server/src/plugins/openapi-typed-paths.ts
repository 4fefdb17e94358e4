import type { ContentType, ContentTypeField } from '@folio/schema'
import type { OpenAPIV3_1 } from 'openapi-types'

import { filterOperatorsOfKind } from '../modules/content/index.js'
import { itemSchemaName } from './openapi-content.js'

/**
 * Per content type, its own delivery paths (`/content/product/items`), for code generators:
 * answers typed with the type's `Item_<slug>` schema, and each filter the type accepts declared
 * as a query parameter literally named `filter[data.price][gte]`. Generators serialize such a
 * parameter as a plain `name=value` pair (openapi-fetch and openapi-generator alike), whereas
 * a two-level deepObject is beyond most of them. The generic `/content/{type}/items` stays.
 */

type Operation = OpenAPIV3_1.OperationObject
type Parameter = OpenAPIV3_1.ParameterObject
type Kind = Parameter['schema'] & object

const LIST = '/content/{type}/items'
const ONE = '/content/{type}/items/{idOrSlug}'

/** The attributes every item has, by the kind of value their filters compare. */
const attributeKinds: [name: string, kind: Parameters<typeof filterOperatorsOfKind>[0]][] = [
  ['id', 'text'],
  ['title', 'text'],
  ['slug', 'text'],
  ['status', 'status'],
  ['createdAt', 'date'],
  ['updatedAt', 'date'],
  ['publishedAt', 'date'],
  ['scheduledFor', 'date'],
  ['version', 'number'],
]

/** A select with several values is asked whether it holds one, as the delivery plan does. */
function operatorsOf(field: ContentTypeField) {
  if (field.type === 'select' && field.multiple) return ['contains', 'exists'] as const
  return filterOperatorsOfKind(field.type)
}

function valueSchema(op: string, kind: string, field?: ContentTypeField): Kind {
  if (op === 'exists') return { type: 'string', enum: ['true', 'false'] }
  if (op === 'in' || op === 'nin') return { type: 'string', description: 'A comma list' }
  if (kind === 'select' && field?.options?.length) {
    return { type: 'string', enum: field.options.map((option) => option.value) }
  }
  if (kind === 'number') return { type: 'number' }
  if (kind === 'boolean') return { type: 'string', enum: ['true', 'false'] }
  return { type: 'string' }
}

function filterParameter(name: string, op: string, kind: string, field?: ContentTypeField) {
  return {
    name: `filter[${name}][${op}]`,
    in: 'query',
    description: `\`${op}\` on \`${name}\`${kind === 'date' ? ' (YYYY-MM-DD or ISO 8601)' : ''}.`,
    schema: valueSchema(op, kind, field),
  } satisfies Parameter
}

/** Every `filter[field][op]` this type accepts. */
export function filterParameters(type: Pick<ContentType, 'fields'>): Parameter[] {
  const attributes = attributeKinds.flatMap(([name, kind]) =>
    filterOperatorsOfKind(kind).map((op) => filterParameter(name, op, kind)),
  )
  const data = type.fields.flatMap((field) =>
    operatorsOf(field).map((op) => filterParameter(`data.${field.name}`, op, field.type, field)),
  )
  return [...attributes, ...data]
}

const withoutTypeParameter = (operation: Operation) =>
  (operation.parameters ?? []).filter((p) => '$ref' in p || p.name !== 'type')

const renamed = (operation: Operation, slug: string): Operation => ({
  ...operation,
  operationId: `${operation.operationId}_${slug}`,
  parameters: withoutTypeParameter(operation),
})

/** The operation with `data` in its success answer typed as this type's items. */
function typed(
  operation: Operation,
  slug: string,
  status: string,
  data: OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject,
  extra: Record<string, OpenAPIV3_1.SchemaObject> = {},
): Operation {
  const answer = operation.responses?.[status]
  const typedAnswer =
    answer && !('$ref' in answer)
      ? {
          ...answer,
          content: {
            'application/json': {
              schema: {
                type: 'object' as const,
                properties: { data, ...extra },
                required: ['data', ...Object.keys(extra)],
              },
            },
          },
        }
      : answer
  return {
    ...renamed(operation, slug),
    responses: { ...operation.responses, ...(typedAnswer ? { [status]: typedAnswer } : {}) },
  }
}

/** The list page's `meta`, as the generic list operation answers it. */
function pageMeta(document: OpenAPIV3_1.Document): OpenAPIV3_1.SchemaObject {
  const page = document.components?.schemas?.ContentItemPage
  return page?.properties?.meta ?? { type: 'object' }
}

export function typedContentPaths(
  document: OpenAPIV3_1.Document,
  types: readonly ContentType[],
  /** Whether the caller may write: a read-only key is given the reads only. */
  writes: boolean,
): Record<string, Record<string, Operation>> {
  const list = document.paths?.[LIST]
  const one = document.paths?.[ONE]
  if (!list?.get || !one?.get) return {}
  const paths: Record<string, Record<string, Operation>> = {}
  for (const type of types) {
    const item = { $ref: `#/components/schemas/${itemSchemaName(type.slug)}` }
    const listOperation = typed(
      list.get,
      type.slug,
      '200',
      { type: 'array', items: item },
      {
        meta: pageMeta(document),
      },
    )
    listOperation.summary = `List ${type.name} items`
    listOperation.parameters = [...(listOperation.parameters ?? []), ...filterParameters(type)]
    paths[`/content/${type.slug}/items`] = {
      get: listOperation,
      ...(writes && list.post ? { post: typed(list.post, type.slug, '201', item) } : {}),
    }
    paths[`/content/${type.slug}/items/{idOrSlug}`] = {
      get: { ...typed(one.get, type.slug, '200', item), summary: `Get a ${type.name} item` },
      ...(writes && one.put ? { put: typed(one.put, type.slug, '200', item) } : {}),
      ...(writes && one.delete ? { delete: renamed(one.delete, type.slug) } : {}),
    }
  }
  return paths
}
