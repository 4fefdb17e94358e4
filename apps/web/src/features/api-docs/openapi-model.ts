/**
 * The parts of an OpenAPI 3.1 document the Endpoints tab shows, and how it reads them: groups
 * by tag (delivery first), one entry per operation with its parameters, body and examples.
 */

export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  format?: string
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  additionalProperties?: JsonSchema | boolean
  required?: string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  description?: string
  minimum?: number
  maximum?: number
  default?: unknown
}

interface Reference {
  $ref: string
}

export interface OpenApiParameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required?: boolean
  description?: string
  schema?: JsonSchema
  style?: string
  example?: unknown
}

interface MediaType {
  schema?: JsonSchema
  example?: unknown
}

export interface OpenApiResponse {
  description?: string
  content?: Record<string, MediaType>
}

export interface OpenApiOperation {
  operationId?: string
  summary?: string
  description?: string
  tags?: string[]
  parameters?: (OpenApiParameter | Reference)[]
  requestBody?: { required?: boolean; content?: Record<string, MediaType> } | Reference
  responses?: Record<string, OpenApiResponse | Reference>
  security?: Record<string, string[]>[]
  'x-folio-delivery'?: boolean
}

export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description?: string }
  tags?: { name: string; description?: string }[]
  paths?: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>
  components?: {
    schemas?: Record<string, JsonSchema>
    responses?: Record<string, OpenApiResponse>
    parameters?: Record<string, OpenApiParameter>
  }
}

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const
export type HttpMethod = (typeof httpMethods)[number]

export interface BodyField {
  name: string
  type: string
  required: boolean
  description?: string
}

export interface ResponseEntry {
  status: string
  description: string
  example?: unknown
}

export interface Endpoint {
  id: string
  method: HttpMethod
  path: string
  summary: string
  description?: string
  delivery: boolean
  /** Callable without a token. */
  isPublic: boolean
  parameters: OpenApiParameter[]
  body: BodyField[] | null
  responses: ResponseEntry[]
}

export interface EndpointGroup {
  name: string
  description?: string
  endpoints: Endpoint[]
}

function isRef(value: object): value is Reference {
  return '$ref' in value && typeof value.$ref === 'string'
}

/** `#/components/schemas/Error` → the Error schema (local references only). */
function resolve<T extends object>(doc: OpenApiDocument, value: T | Reference): T | undefined {
  if (!isRef(value)) return value
  const path = value.$ref.replace(/^#\//, '').split('/')
  let node: unknown = doc
  for (const step of path) {
    node =
      typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[step] : null
  }
  return typeof node === 'object' && node !== null ? (node as T) : undefined
}

/** A short type label: `string`, `integer (1–100)`, `draft | published`, `string[]`, `Error`. */
export function schemaType(schema: JsonSchema | undefined): string {
  if (!schema) return 'any'
  if (schema.$ref) return schema.$ref.split('/').pop() ?? 'object'
  if (schema.enum) return schema.enum.map((value) => String(value)).join(' | ')
  const union = schema.anyOf ?? schema.oneOf
  if (union) return [...new Set(union.map(schemaType))].join(' | ')
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length === 0) return 'any'
  return types
    .map((type) => {
      if (type === 'array') return `${schemaType(schema.items)}[]`
      if (type === 'integer' || type === 'number') {
        const { minimum: min, maximum: max } = schema
        if (min !== undefined && max !== undefined) return `${type} (${min}–${max})`
        if (min !== undefined) return `${type} (≥ ${min})`
      }
      return type
    })
    .join(' | ')
}

function bodyFields(doc: OpenApiDocument, operation: OpenApiOperation): BodyField[] | null {
  if (!operation.requestBody) return null
  const body = resolve(doc, operation.requestBody)
  const media = body?.content?.['application/json'] ?? Object.values(body?.content ?? {})[0]
  let schema = media?.schema ? resolve(doc, media.schema) : undefined
  // A body that may be left out is written `anyOf: [object, null]`.
  schema = schema?.anyOf?.find((member) => member.properties) ?? schema
  const required = new Set(schema?.required ?? [])
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    type: schemaType(property),
    // Fields with a default may be left out even when the schema lists them.
    required: required.has(name) && property.default === undefined,
    ...(property.description ? { description: property.description } : {}),
  }))
}

function responseEntries(doc: OpenApiDocument, operation: OpenApiOperation): ResponseEntry[] {
  return Object.entries(operation.responses ?? {}).flatMap(([status, value]) => {
    const response = resolve(doc, value)
    if (!response) return []
    const example = response.content?.['application/json']?.example
    return [
      {
        status,
        description: response.description ?? '',
        ...(example === undefined ? {} : { example }),
      },
    ]
  })
}

function toEndpoint(
  doc: OpenApiDocument,
  method: HttpMethod,
  path: string,
  operation: OpenApiOperation,
): Endpoint {
  const parameters = (operation.parameters ?? []).flatMap((parameter) => {
    const resolved = resolve(doc, parameter)
    return resolved ? [resolved] : []
  })
  return {
    id: operation.operationId ?? `${method}-${path}`,
    method,
    path,
    summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
    ...(operation.description ? { description: operation.description } : {}),
    delivery: operation['x-folio-delivery'] === true,
    isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    parameters,
    body: bodyFields(doc, operation),
    responses: responseEntries(doc, operation),
  }
}

const DELIVERY = 'Delivery'

/**
 * Operations grouped by their first tag, in the document's tag order; delivery operations form
 * the first group whatever their tag, since they are what apps call.
 */
export function endpointGroups(doc: OpenApiDocument): EndpointGroup[] {
  const groups = new Map<string, EndpointGroup>()
  const groupFor = (name: string) => {
    let group = groups.get(name)
    if (!group) {
      const description = doc.tags?.find((tag) => tag.name === name)?.description
      group = { name, ...(description ? { description } : {}), endpoints: [] }
      groups.set(name, group)
    }
    return group
  }
  groupFor(DELIVERY)
  for (const tag of doc.tags ?? []) groupFor(tag.name)
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = item[method]
      if (!operation) continue
      const endpoint = toEndpoint(doc, method, path, operation)
      const tag = endpoint.delivery ? DELIVERY : (operation.tags?.[0] ?? 'Other')
      groupFor(tag).endpoints.push(endpoint)
    }
  }
  return [...groups.values()].filter((group) => group.endpoints.length > 0)
}

/** Keeps the endpoints whose method, path, summary, description or group mention `query`. */
export function filterGroups(groups: EndpointGroup[], query: string): EndpointGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return groups
  return groups
    .map((group) => ({
      ...group,
      endpoints: group.endpoints.filter((endpoint) => {
        const text = [
          endpoint.method,
          endpoint.path,
          endpoint.summary,
          endpoint.description ?? '',
          endpoint.id,
          group.name,
        ]
          .join(' ')
          .toLowerCase()
        return words.every((word) => text.includes(word))
      }),
    }))
    .filter((group) => group.endpoints.length > 0)
}
