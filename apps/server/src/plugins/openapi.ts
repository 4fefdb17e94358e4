import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger'
import { deliveryQuerySchema } from '@folio/schema'
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify'
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import type { OpenAPIV3_1 } from 'openapi-types'
import { z } from 'zod'

import { bearerToken } from '../auth/index.js'
import { authenticateApiKey } from '../modules/api-keys/index.js'
import { componentOperations } from '../modules/components/index.js'
import { contentTypeOperations } from '../modules/content-types/index.js'
import { sentApiKey } from './authenticate.js'
import { contentModelSchemas } from './openapi-content.js'
import {
  cachingHeaders,
  deliveryErrorResponses,
  errorBodySchema,
  successExamples,
} from './openapi-examples.js'
import { deliveryQueryParameters, previewParameters } from './openapi-delivery-query.js'
import { nameResourceSchemas } from './openapi-named-schemas.js'
import { openApiTags, operationTexts, publicOperations, tagOf } from './openapi-operations.js'
import { typedContentPaths } from './openapi-typed-paths.js'

export const API_PREFIX = '/api/v1'
/** Marks the operation whose querystring is described by hand (see deliveryQueryParameters). */
const DELIVERY_QUERY_MARK = 'x-folio-delivery-query'
/** Flags the operations an API key may call, so the /api page can show them first. */
const DELIVERY_MARK = 'x-folio-delivery'
/** Marks the routes a preview token opens; the token is read before the route's schema. */
const PREVIEW_MARK = 'x-folio-preview'
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

const statusDescriptions: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted: the work continues in the background',
}

const zodTransform = createJsonSchemaTransform({})

type RouteSchema = FastifySchema & Record<string, unknown>

/** `/content/:type/items` → `/content/{type}/items` */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}')
}

/** A querystring or params schema becomes one parameter per property; anything else cannot. */
function hasProperties(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && 'properties' in schema
}

/**
 * Per route: the zod schemas become JSON Schema (requests as they are sent, responses as they
 * are answered), and the route gets its path under /api/v1, group, summary and security.
 */
const transform: SwaggerTransform<RouteSchema> = (document) => {
  const { url, route } = document
  const method = String(route.method).toUpperCase()
  // CORS preflights are the browser's business, not an operation to call.
  if (!url.startsWith(`${API_PREFIX}/`) || method === 'OPTIONS') {
    return { schema: { hide: true }, url }
  }
  const path = openApiPath(url.slice(API_PREFIX.length))
  const key = `${method} ${path}`

  const source: RouteSchema = { ...(document.schema ?? {}) }
  const handDescribed = source.querystring === deliveryQuerySchema
  if (handDescribed) delete source.querystring
  const { schema } = zodTransform({ ...document, schema: source, url: path }) as unknown as {
    schema: Record<string, unknown>
  }
  if (schema.hide) return { schema, url: path }

  // A record or transformed querystring has no properties to list: it would become
  // parameters named after JSON Schema keywords ("type", "additionalProperties").
  for (const part of ['querystring', 'params', 'headers'] as const) {
    if (schema[part] !== undefined && !hasProperties(schema[part])) delete schema[part]
  }
  if (!schema.response && method === 'DELETE') {
    schema.response = { 204: { description: 'Deleted; no body.', type: 'null' } }
  }

  const text = operationTexts[key]
  schema.operationId ??= text?.operationId
  schema.summary ??= text?.summary ?? `${method} ${path}`
  if (text?.description) schema.description ??= text.description
  // The routes that opted in to API keys (`config: { apiKey: true }`) are the delivery API.
  const delivery = route.config?.apiKey === true
  schema.tags ??= [tagOf(path, delivery)]
  if (delivery) schema[DELIVERY_MARK] = true
  if (publicOperations.has(key)) schema.security = []
  if (handDescribed) schema[DELIVERY_QUERY_MARK] = true
  if (route.config?.preview === true) schema[PREVIEW_MARK] = true
  return { schema, url: path }
}

/** The finishing touches no route schema carries: hand-described parameters, examples, errors. */
function finishOperation(method: string, path: string, operation: OpenAPIV3_1.OperationObject) {
  const key = `${method.toUpperCase()} ${path}`
  const marked = operation as OpenAPIV3_1.OperationObject & Record<string, unknown>
  if (marked[DELIVERY_QUERY_MARK]) {
    delete marked[DELIVERY_QUERY_MARK]
    operation.parameters = [...(operation.parameters ?? []), ...deliveryQueryParameters]
  }
  if (marked[PREVIEW_MARK]) {
    delete marked[PREVIEW_MARK]
    operation.parameters = [...(operation.parameters ?? []), ...previewParameters]
  }

  const responses = (operation.responses ??= {})
  // Generated responses are inline objects, never references.
  const inline = (status: string) => {
    const response = responses[status]
    return response && !('$ref' in response) ? response : undefined
  }
  for (const status of Object.keys(responses)) {
    const response = inline(status)
    if (response?.description === 'Default Response') {
      response.description = statusDescriptions[status] ?? 'Success'
    }
  }
  for (const [status, example] of Object.entries(successExamples[key] ?? {})) {
    const media = inline(status)?.content?.['application/json']
    if (media) media.example = example
  }
  if (marked[DELIVERY_MARK]) {
    const ok = inline('200')
    if (method === 'get' && ok) {
      ok.headers = { ...cachingHeaders, ...ok.headers }
      responses['304'] = { description: 'Not modified: the `If-None-Match` ETag still matches.' }
    }
    Object.assign(responses, deliveryErrorResponses(method.toUpperCase(), key))
  }
  // The errors any operation may answer, by what it takes: generated clients type them.
  const refuses = (status: string, name: string) => (responses[status] ??= errorRef(name))
  const hasQuery = operation.parameters?.some((p) => !('$ref' in p) && p.in === 'query')
  if (operation.requestBody || hasQuery) refuses('400', 'BadRequest')
  if (operation.security?.length !== 0) {
    refuses('401', 'Unauthorized')
    refuses('403', 'Forbidden')
  }
  if (path.includes('{')) refuses('404', 'NotFound')
  responses.default ??= { $ref: '#/components/responses/Error' }
}

const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` })

/** Shared error responses: the error body under a description of when it is sent. */
const errorResponses = Object.fromEntries(
  Object.entries({
    BadRequest:
      'The body or query is not valid (`validation_failed`); `details` points at each problem.',
    Unauthorized: 'No valid session token or API key (`unauthorized`).',
    Forbidden: 'Signed in, but this role or key may not do this (`forbidden`).',
    NotFound: 'What the path names does not exist, or is not visible to the caller (`not_found`).',
  }).map(([name, description]) => [
    name,
    {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  ]),
)

const transformObject: SwaggerTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document) as OpenAPIV3_1.Document
  const { $schema: _, ...errorSchema } = z.toJSONSchema(errorBodySchema, {
    target: 'draft-2020-12',
  })
  openapi.components = {
    ...openapi.components,
    schemas: { ...openapi.components?.schemas, Error: errorSchema as OpenAPIV3_1.SchemaObject },
    responses: {
      Error: {
        description: 'An error: a stable `code`, a message for people and, for bad input, details.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
      ...errorResponses,
    },
  }
  for (const [path, item] of Object.entries(openapi.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method]
      if (operation) finishOperation(method, path, operation)
    }
  }
  nameResourceSchemas(openapi)
  return openapi
}

export interface OpenApiOptions {
  version: string
  /** Public base URL of the server (API_EXTERNAL_URL), without /api/v1. */
  apiExternalUrl: string
}

/**
 * `GET /api/v1/openapi.json`, generated from the route schemas. Register it in the /api/v1
 * scope before any route: @fastify/swagger collects routes as they are declared.
 */
export async function registerOpenApi(api: FastifyInstance, options: OpenApiOptions) {
  const document: Partial<OpenAPIV3_1.Document> = {
    openapi: '3.1.0',
    info: {
      title: 'Folio API',
      version: options.version,
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'The REST API of this Folio installation. Apps call the Delivery endpoints with an API key; everything else is what the Folio web app uses with a signed-in user.',
    },
    servers: [
      { url: API_PREFIX, description: 'This server' },
      { url: `${options.apiExternalUrl}${API_PREFIX}`, description: 'Public URL' },
    ],
    tags: openApiTags,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key (`folio_...`, Settings → API) or a user access token from /auth/v1, as `Authorization: Bearer <key>`.',
        },
      },
    },
    security: [{ bearerAuth: [] }],
  }
  await api.register(swagger, {
    openapi: document,
    stripBasePath: false,
    transform: transform as SwaggerTransform,
    transformObject,
  })
  // Public: it describes the API and reveals no data. A signed-in user or an API key also
  // gets the installation's content model as named schemas (see openapi-content.ts); an API
  // key, what code generators are given, also each type's own paths (openapi-typed-paths.ts).
  api.get('/openapi.json', async (request, reply) => {
    const generated = api.swagger() as OpenAPIV3_1.Document
    const model = await readableContentModel(request, generated)
    const body = model
      ? {
          ...generated,
          paths: { ...generated.paths, ...(model.paths as OpenAPIV3_1.PathsObject) },
          components: {
            ...generated.components,
            schemas: { ...generated.components?.schemas, ...model.schemas },
          },
        }
      : generated
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Authorization').send(body)
  })
}

/** The content model the caller may read, or undefined for an anonymous caller. */
async function readableContentModel(request: FastifyRequest, generated: OpenAPIV3_1.Document) {
  // The route is public, so a key is not resolved before it runs; a refused one reads nothing.
  if (!request.ctx.actor && sentApiKey(request)) {
    const token = bearerToken(request)!
    request.ctx.actor = await authenticateApiKey(request.ctx, token).catch(() => null)
  }
  if (!request.ctx.actor) return undefined
  const [types, components] = await Promise.all([
    contentTypeOperations.listContentTypes(request.ctx, {}),
    componentOperations.listComponents(request.ctx, {}),
  ])
  const key = request.ctx.actor.apiKey
  return {
    schemas: contentModelSchemas(types, components),
    paths: key ? typedContentPaths(generated, types, key.scope === 'read_write') : {},
  }
}
