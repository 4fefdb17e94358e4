import { readFileSync } from 'node:fs'

import {
  contentItemSchema,
  contentTypeSchema,
  errorCodes,
  filterOperators,
  type ApiErrorBody,
} from '@folio/schema'
import { Validator } from '@seriousme/openapi-schema-validator'
import type { OpenAPIV3_1 } from 'openapi-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createType, startContentApi, type ContentApi } from '../test/content-fixtures.js'

type Doc = OpenAPIV3_1.Document
type Operation = OpenAPIV3_1.OperationObject & { 'x-folio-delivery'?: boolean }
type Parameter = OpenAPIV3_1.ParameterObject
type Response = OpenAPIV3_1.ResponseObject

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string }

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const

function operations(doc: Doc): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({
      method,
      path,
      op: item![method] as Operation,
    })),
  )
}

function op(doc: Doc, method: (typeof METHODS)[number], path: string): Operation {
  const found = doc.paths?.[path]?.[method]
  expect(found, `${method.toUpperCase()} ${path}`).toBeDefined()
  return found as Operation
}

function param(operation: Operation, name: string): Parameter {
  const found = (operation.parameters as Parameter[] | undefined)?.find((p) => p.name === name)
  expect(found, name).toBeDefined()
  return found!
}

function jsonExample(response: unknown): unknown {
  return (response as Response).content?.['application/json']?.example
}

const deliveryOperations = [
  ['get', '/content-types'],
  ['get', '/content-types/{idOrSlug}'],
  ['get', '/components'],
  ['get', '/components/{idOrSlug}'],
  ['get', '/content/{type}/items'],
  ['get', '/content/{type}/items/{idOrSlug}'],
  ['post', '/content/{type}/items'],
  ['put', '/content/{type}/items/{idOrSlug}'],
  ['delete', '/content/{type}/items/{idOrSlug}'],
  ['get', '/media'],
  ['get', '/media/{id}'],
  ['get', '/menus'],
  ['get', '/menus/{idOrSlug}'],
  ['get', '/languages'],
  ['get', '/content-items/{id}/seo'],
] as const

describe('GET /api/v1/openapi.json', () => {
  let api: ContentApi
  let doc: Doc

  beforeAll(async () => {
    api = await startContentApi()
    // Anonymous on purpose: the document describes the API and reveals no data.
    const res = await api.server.request('/api/v1/openapi.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    doc = res.body as Doc
  })
  afterAll(async () => {
    await api.close()
  })

  it('is a valid OpenAPI 3.1 document named after Folio and this server version', async () => {
    const result = await new Validator().validate(doc)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(doc.openapi).toMatch(/^3\.1\./)
    expect(doc.info).toMatchObject({ title: 'Folio API', version })
    expect(doc.servers?.[0]?.url).toBe('/api/v1')
  })

  it('documents the /api/v1 routes that exist, and nothing else', () => {
    const ops = operations(doc)
    expect(ops.length).toBeGreaterThan(30)
    for (const { method, path } of ops) {
      expect(path, 'paths are relative to the /api/v1 server').not.toMatch(/^\/(api|auth)\//)
      expect(method, `${path}: CORS preflights are not operations`).not.toBe('options')
      const url = `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`
      expect(api.server.app.hasRoute({ method: method.toUpperCase(), url }), url).toBe(true)
    }
    const paths = Object.keys(doc.paths ?? {})
    expect(paths.some((path) => path.includes('mailbox') || path.includes('token'))).toBe(false)
    expect(paths.some((path) => path.includes(':'))).toBe(false)
  })

  it('describes each operation with an id, a summary and a group', () => {
    const tagNames = (doc.tags ?? []).map((tag) => tag.name)
    const ids = new Set<string>()
    for (const { method, path, op: operation } of operations(doc)) {
      const where = `${method.toUpperCase()} ${path}`
      expect(operation.summary, where).toBeTruthy()
      expect(operation.operationId, where).toBeTruthy()
      ids.add(operation.operationId!)
      expect(operation.tags, where).toHaveLength(1)
      expect(tagNames, where).toContain(operation.tags![0])
      // A record querystring turned into parameters would be named after schema keywords.
      for (const p of (operation.parameters ?? []) as Parameter[]) {
        expect(['additionalProperties', 'propertyNames', 'anyOf'], where).not.toContain(p.name)
      }
    }
    expect(ids.size, 'operation ids are unique').toBe(operations(doc).length)
    expect(tagNames.slice(0, 3)).toEqual(['Delivery', 'Content types', 'Content items'])
    for (const tag of ['API keys', 'Webhooks', 'Settings', 'Users', 'Profile', 'System']) {
      expect(tagNames).toContain(tag)
    }
    expect(op(doc, 'post', '/api-keys').tags).toEqual(['API keys'])
    expect(op(doc, 'get', '/webhooks').tags).toEqual(['Webhooks'])
    expect(op(doc, 'get', '/users').tags).toEqual(['Users'])
    expect(op(doc, 'get', '/health').tags).toEqual(['System'])
  })

  it('marks the delivery endpoints, with their path parameters', () => {
    for (const [method, path] of deliveryOperations) {
      const operation = op(doc, method, path)
      expect(operation.tags, path).toEqual(['Delivery'])
      expect(operation['x-folio-delivery'], path).toBe(true)
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        const p = param(operation, name.slice(1, -1))
        expect(p).toMatchObject({ in: 'path', required: true })
      }
    }
    const marked = operations(doc).filter(({ op: operation }) => operation['x-folio-delivery'])
    expect(marked).toHaveLength(deliveryOperations.length)
    // The writes and lists of other groups are not delivery endpoints.
    expect(op(doc, 'post', '/content-types')['x-folio-delivery']).toBeUndefined()
    expect(op(doc, 'get', '/content-items')['x-folio-delivery']).toBeUndefined()
  })

  it('documents the list query language, filter as a one-level deepObject with every operator', () => {
    const list = op(doc, 'get', '/content/{type}/items')
    const filter = param(list, 'filter')
    expect(filter).toMatchObject({ in: 'query', style: 'deepObject', explode: true })
    expect(filter.description).toContain('filter[field][op]=value')
    // One level: what generated clients serialize (the operators are per-type parameters).
    expect(filter.schema).toEqual({ type: 'object', additionalProperties: { type: 'string' } })
    for (const operator of filterOperators) expect(filter.description).toContain(`\`${operator}\``)
    expect(Object.keys(filter.examples ?? {}).length).toBeGreaterThan(0)

    expect(param(list, 'pageSize').schema).toMatchObject({ type: 'integer', maximum: 100 })
    expect(param(list, 'page').schema).toMatchObject({ type: 'integer', minimum: 1 })
    for (const name of ['after', 'before', 'total']) {
      expect(param(list, name).description, name).toBeTruthy()
    }
    for (const name of ['sort', 'order', 'fields', 'expand', 'q', 'status', 'locale', 'fallback']) {
      const p = param(list, name)
      expect(p.in, name).toBe('query')
      expect(p.description, name).toBeTruthy()
      expect(p.example, name).toBeDefined()
    }
  })

  it('declares the preview token an item read accepts, in the query or a header', () => {
    const get = op(doc, 'get', '/content/{type}/items/{idOrSlug}')
    expect(param(get, 'preview')).toMatchObject({ in: 'query' })
    expect(param(get, 'Folio-Preview')).toMatchObject({ in: 'header' })
  })

  it('describes the list query as the server actually reads it', async () => {
    const type = await createType(api, 'Shoe', [{ name: 'price', type: 'number' }])
    const base = `/content/${type.slug}/items`
    for (const price of [5, 20, 60]) {
      const res = await api.call('admin', 'POST', base, { title: `Shoe ${price}`, data: { price } })
      expect(res.status).toBe(201)
    }
    const list = op(doc, 'get', '/content/{type}/items')
    // deepObject serialisation of the first filter example: filter[data.price]=20
    const example = Object.values(param(list, 'filter').examples!)[0] as {
      value: Record<string, string>
    }
    const query = Object.entries(example.value)
      .map(([field, value]) => `filter[${field}]=${encodeURIComponent(value)}`)
      .join('&')
    const res = await api.call<{ data: { title: string }[] }>('admin', 'GET', `${base}?${query}`)
    expect(res.status).toBe(200)
    expect(res.body.data.map((item) => item.title)).toEqual(['Shoe 20'])

    // The documented 400 example is what a too-large page answers.
    const tooBig = await api.call<ApiErrorBody>('admin', 'GET', `${base}?pageSize=101`)
    expect(tooBig.status).toBe(400)
    expect(tooBig.body).toEqual(jsonExample(list.responses!['400']))
  })

  it('declares bearer authentication, and which operations need none', async () => {
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
    const scheme = doc.components!.securitySchemes!.bearerAuth as { description: string }
    expect(scheme.description).toContain('folio_')
    expect(doc.security).toEqual([{ bearerAuth: [] }])
    expect(op(doc, 'get', '/health').security).toEqual([])
    expect(op(doc, 'get', '/content/{type}/items').security).toBeUndefined()
    expect((await api.server.request('/api/v1/health')).status).toBe(200)
    expect((await api.server.request('/api/v1/content-types')).status).toBe(401)
  })

  it('declares the error answers of every operation with the error schema', async () => {
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        if (typeof operation !== 'object' || !('responses' in operation)) continue
        const statuses = Object.keys(operation.responses ?? {})
        expect(statuses.some((s) => s.startsWith('4')) || operation.security?.length === 0).toBe(
          true,
        )
        if (operation.security?.length !== 0) {
          expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403']))
        }
        if (path.includes('{')) expect(statuses, `${method} ${path}`).toContain('404')
      }
    }
    const types = op(doc, 'post', '/content-types')
    expect(types.responses!['400']).toEqual({ $ref: '#/components/responses/BadRequest' })
    expect(types.responses!['401']).toEqual({ $ref: '#/components/responses/Unauthorized' })
    expect(op(doc, 'get', '/health').responses!['401']).toBeUndefined()
    // What the document says is what the server answers.
    expect(op(doc, 'get', '/users').responses!['403']).toBeDefined()
    const refused = await api.call<ApiErrorBody>('viewer', 'GET', '/users')
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('forbidden')
  })

  it('gives the main delivery answers examples that match the real shapes', () => {
    const list = op(doc, 'get', '/content/{type}/items')
    const page = jsonExample(list.responses!['200']) as { data: unknown[]; meta: unknown }
    expect(page.meta).toEqual({
      page: 1,
      pageSize: 10,
      total: 1,
      hasMore: false,
      nextCursor: null,
      prevCursor: null,
    })
    expect(contentItemSchema.safeParse(page.data[0]).success).toBe(true)
    const one = jsonExample(op(doc, 'get', '/content/{type}/items/{idOrSlug}').responses!['200'])
    expect(contentItemSchema.safeParse((one as { data: unknown }).data).success).toBe(true)
    const types = jsonExample(op(doc, 'get', '/content-types').responses!['200'])
    expect(contentTypeSchema.safeParse((types as { data: unknown[] }).data[0]).success).toBe(true)

    // Errors: the documented shape, a known code and the rate-limit headers on 429.
    const errorSchema = doc.components?.schemas?.Error as { properties: { error: unknown } }
    expect(errorSchema.properties.error).toBeDefined()
    for (const status of ['401', '403', '404', '429']) {
      const response = list.responses![status] as Response
      const body = jsonExample(response) as ApiErrorBody
      expect(errorCodes[body.error.code], status).toBe(Number(status))
      expect(response.content!['application/json']!.schema).toEqual({
        $ref: '#/components/schemas/Error',
      })
    }
    const limited = list.responses!['429'] as Response
    expect(Object.keys(limited.headers ?? {})).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining']),
    )
    expect(Object.keys((list.responses!['200'] as Response).headers ?? {})).toContain('ETag')
    expect(op(doc, 'delete', '/content/{type}/items/{idOrSlug}').responses!['204']).toBeDefined()
  })
})
