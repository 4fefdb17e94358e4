import { isDeepStrictEqual } from 'node:util'

import type { OpenAPIV3_1 } from 'openapi-types'

/**
 * Names for the main resources, so generated clients get `ContentItem` or `MediaFile` types
 * instead of one anonymous shape per operation. Each is the shape one operation answers (taken
 * from the generated document, so it is exactly what the route schemas say); every response
 * schema equal to it then points at the name.
 */

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject

interface NamedResource {
  name: string
  /** `METHOD /path` of an operation whose 200 answer holds the shape. */
  source: string
  /** Where the shape sits in that answer's schema. */
  at: readonly string[]
}

const DATA = ['properties', 'data']
const DATA_ENTRY = ['properties', 'data', 'items']

export const namedResources: readonly NamedResource[] = [
  { name: 'ContentItem', source: 'GET /content/{type}/items/{idOrSlug}', at: DATA },
  { name: 'ContentItemPage', source: 'GET /content/{type}/items', at: [] },
  { name: 'ContentType', source: 'GET /content-types/{idOrSlug}', at: DATA },
  { name: 'Component', source: 'GET /components/{idOrSlug}', at: DATA },
  { name: 'MediaFile', source: 'GET /media/{id}', at: DATA },
  { name: 'Menu', source: 'GET /menus/{idOrSlug}', at: DATA },
  { name: 'ApiKey', source: 'GET /api-keys', at: DATA_ENTRY },
  { name: 'Webhook', source: 'GET /webhooks/{id}', at: DATA },
  { name: 'User', source: 'GET /users', at: DATA_ENTRY },
]

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

function okSchema(document: OpenAPIV3_1.Document, source: string): Schema | undefined {
  const [method, path] = source.split(' ') as [string, string]
  const operation = document.paths?.[path]?.[method.toLowerCase() as (typeof METHODS)[number]]
  const ok = operation?.responses?.['200']
  if (!ok || '$ref' in ok) return undefined
  return ok.content?.['application/json']?.schema
}

function dig(schema: unknown, at: readonly string[]): unknown {
  return at.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    schema,
  )
}

/** Replaces, depth first, every subtree equal to a named shape with a reference to it. */
function replaceNamed(node: unknown, named: ReadonlyMap<string, unknown>): unknown {
  if (!node || typeof node !== 'object') return node
  for (const [name, shape] of named) {
    if (isDeepStrictEqual(node, shape)) return { $ref: `#/components/schemas/${name}` }
  }
  if (Array.isArray(node)) return node.map((entry) => replaceNamed(entry, named))
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, replaceNamed(value, named)]),
  )
}

/** Adds the named resources to `components.schemas` and points the responses at them. */
export function nameResourceSchemas(document: OpenAPIV3_1.Document): void {
  const named = new Map<string, unknown>()
  for (const { name, source, at } of namedResources) {
    const shape = dig(okSchema(document, source), at)
    if (shape && typeof shape === 'object' && !('$ref' in shape)) named.set(name, shape)
  }
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      for (const response of Object.values(item?.[method]?.responses ?? {})) {
        if ('$ref' in response) continue
        for (const media of Object.values(response.content ?? {})) {
          if (media.schema) media.schema = replaceNamed(media.schema, named) as typeof media.schema
        }
      }
    }
  }
  // A named shape may hold another (a page holds items): name inside the names too.
  const schemas = (document.components ??= {}).schemas ?? {}
  for (const [name, shape] of named) {
    const others = new Map([...named].filter(([other]) => other !== name))
    schemas[name] = replaceNamed(shape, others) as OpenAPIV3_1.SchemaObject
  }
  document.components.schemas = schemas
}
