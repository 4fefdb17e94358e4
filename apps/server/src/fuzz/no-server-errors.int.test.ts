import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApiKey } from '../test/api-key-fixtures.js'
import { createTestUser, signedInClient } from '../test/auth-helpers.js'
import { startContentApi, type ContentApi } from '../test/content-fixtures.js'
import { dialectUnderTest } from '../test/test-server.js'
import {
  hostileBody,
  hostileQueryValue,
  hostileString,
  hostileValue,
  pathSegment,
  PROTOTYPE_NAMES,
  queryString,
} from './hostile-input.js'

/**
 * Whatever a client sends, the answer is never a 5xx: every bad input is a 4xx in the
 * documented shape. The routes come from the OpenAPI document, so a new endpoint is covered
 * the day it is added. A failure prints the request and fast-check's seed to replay it.
 */

type Caller = 'admin' | 'editor' | 'viewer' | 'key' | 'none'
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface Operation {
  method: Method
  path: string
  pathParams: string[]
  queryParams: string[]
  bodyKeys: string[] | null
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[]
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> }
}

/** Calls that reach out of the server (AI providers, webhook targets) or sign sessions out. */
const SKIPPED = new Set(['POST /ai/settings/test', 'POST /webhooks/{id}/test'])

const DELIVERY_KEYS = ['sort', 'fields', 'expand', 'q', 'page', 'pageSize', 'locale', 'fallback']
const FILTER_OPS = ['eq', 'ne', 'gt', 'in', 'nin', 'contains', 'exists', ...PROTOTYPE_NAMES]

describe(`no input gets a server error (${dialectUnderTest})`, () => {
  let api: ContentApi
  let tokens: Record<'admin' | 'editor' | 'viewer', string>
  let keySecret: string
  let operations: Operation[]
  /** Ids and slugs that exist, so some requests get past the lookups to the rules. */
  let knownValues: string[]
  let oddType: { slug: string; fieldNames: string[] }

  async function send(
    caller: Caller,
    method: Method,
    path: string,
    body?: unknown,
    rawBody?: string,
  ) {
    const headers: Record<string, string> = {}
    if (caller === 'key') headers.authorization = `Bearer ${keySecret}`
    else if (caller !== 'none') headers.authorization = `Bearer ${tokens[caller]}`
    const text = rawBody ?? (body === undefined ? undefined : JSON.stringify(body))
    if (text !== undefined) headers['content-type'] = 'application/json'
    return api.server.request(path, { method, headers, body: text })
  }

  /** The property every response must have: no 5xx, and a 4xx in its surface's error shape. */
  function expectClientError(
    request: string,
    res: { status: number; body: unknown },
    surface: 'api' | 'auth',
  ) {
    const where = `${request} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`
    expect(res.status, where).toBeLessThan(500)
    if (res.status < 400) return
    const body = res.body as Record<string, unknown> | null
    if (surface === 'api') {
      const error = body?.error as { code?: unknown; message?: unknown } | undefined
      expect(typeof error?.code, where).toBe('string')
      expect(typeof error?.message, where).toBe('string')
    } else {
      expect(typeof (body?.msg ?? body?.error_description), where).toBe('string')
    }
  }

  beforeAll(async () => {
    api = await startContentApi({
      // Limits would turn most of the run into 429s, which prove nothing.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    })
    const sessions = {} as Record<'admin' | 'editor' | 'viewer', string>
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const user = await createTestUser(api.server, `fuzz-${role}@example.com`, { role })
      sessions[role] = (await signedInClient(api.server, user)).session.access_token
    }
    tokens = sessions
    keySecret = (await createApiKey(api, 'read')).secret

    const type = await api.call<{ data: { slug: string } }>('admin', 'POST', '/content-types', {
      name: 'Odd names',
      fields: ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'title2'].map(
        (name, index) => ({ name, type: index % 2 ? 'number' : 'text' }),
      ),
    })
    expect(type.status).toBe(201)
    oddType = {
      slug: type.body.data.slug,
      fieldNames: ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'title2'],
    }

    const doc = await api.call<{ paths: Record<string, Record<string, OpenApiOperation>> }>(
      null,
      'GET',
      '/openapi.json',
    )
    expect(doc.status).toBe(200)
    operations = Object.entries(doc.body.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .map(([method, op]) => {
          const parameters = op.parameters ?? []
          const json = op.requestBody?.content?.['application/json']
          return {
            method: method.toUpperCase() as Method,
            path,
            pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
            queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
            bodyKeys: json ? Object.keys(json.schema?.properties ?? {}) : null,
          }
        })
        .filter((op) => !SKIPPED.has(`${op.method} ${op.path}`)),
    )
    expect(operations.length).toBeGreaterThan(100)

    // Whatever the lists answer: ids and slugs of records that exist.
    const values = new Set<string>([oddType.slug])
    for (const op of operations) {
      if (op.method !== 'GET' || op.pathParams.length) continue
      const res = await send('admin', 'GET', `/api/v1${op.path}`)
      const data = (res.body as { data?: unknown } | null)?.data
      for (const row of Array.isArray(data) ? data : []) {
        for (const key of ['id', 'slug', 'code']) {
          const value = (row as Record<string, unknown>)[key]
          if (typeof value === 'string') values.add(value)
        }
      }
    }
    knownValues = [...values]
    expect(knownValues.length).toBeGreaterThan(5)
  })

  afterAll(async () => {
    await api?.close()
  })

  it('answers every documented operation with hostile params, query and body without a 5xx', async () => {
    for (const op of operations) {
      // Deleting a record that exists would only shrink what the rest of the run reaches.
      const pathValue =
        op.method === 'DELETE'
          ? hostileString
          : fc.oneof(hostileString, fc.constantFrom(...knownValues))
      const request = fc.record({
        caller: fc.constantFrom<Caller>('admin', 'admin', 'editor', 'viewer', 'key', 'none'),
        params: fc.tuple(...op.pathParams.map(() => pathValue)),
        query: fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...op.queryParams, ...PROTOTYPE_NAMES), hostileString),
            hostileQueryValue,
          ),
          { maxLength: 4 },
        ),
        body: op.bodyKeys === null ? fc.constant(undefined) : hostileBody(op.bodyKeys),
      })
      await fc.assert(
        fc.asyncProperty(request, async ({ caller, params, query, body }) => {
          let path = op.path
          op.pathParams.forEach((name, index) => {
            path = path.replace(`{${name}}`, pathSegment(params[index]!))
          })
          const url = `/api/v1${path}${queryString(query)}`
          const res = await send(caller, op.method, url, body)
          expectClientError(`${caller} ${op.method} ${url} ${JSON.stringify(body)}`, res, 'api')
        }),
        { numRuns: 6 },
      )
    }
  })

  it('reads any delivery query on a list, including fields named like Object members', async () => {
    const fieldName = fc.oneof(
      fc.constantFrom(...PROTOTYPE_NAMES, 'title', 'slug', 'publishedAt', 'status'),
      fc.constantFrom(...oddType.fieldNames, ...PROTOTYPE_NAMES).map((name) => `data.${name}`),
      hostileString,
    )
    const entry = fc.oneof(
      fc.tuple(
        fc.tuple(fieldName, fc.constantFrom(...FILTER_OPS)).map(([f, o]) => `filter[${f}][${o}]`),
        hostileQueryValue,
      ),
      fc.tuple(
        fieldName.map((f) => `filter[${f}]`),
        hostileQueryValue,
      ),
      fc.tuple(
        fc.constantFrom(...DELIVERY_KEYS),
        fc.oneof(
          hostileQueryValue,
          fieldName,
          fieldName.map((f) => `-${f}`),
        ),
      ),
      fc.tuple(hostileString, hostileQueryValue),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Caller>('admin', 'key'),
        fc.constantFrom(oddType.slug, 'blog-post'),
        fc.array(entry, { maxLength: 5 }),
        async (caller, type, query) => {
          const url = `/api/v1/content/${type}/items${queryString(query)}`
          expectClientError(`${caller} GET ${url}`, await send(caller, 'GET', url), 'api')
        },
      ),
      { numRuns: 150 },
    )
  })

  it('validates any item data against a type whose fields are named like Object members', async () => {
    const data = fc.oneof(
      fc.dictionary(
        fc.constantFrom(...oddType.fieldNames, ...PROTOTYPE_NAMES),
        fc.oneof(hostileValue, fc.string(), fc.integer()),
        { maxKeys: 5 },
      ),
      hostileValue,
    )
    const item = fc.record(
      {
        title: fc.oneof(hostileString, fc.constant('A title')),
        status: fc.oneof(fc.constantFrom('draft', 'published'), hostileString),
        slug: hostileString,
        data,
      },
      { requiredKeys: ['title', 'data'] },
    )
    await fc.assert(
      fc.asyncProperty(item, async (body) => {
        const url = `/api/v1/content/${oddType.slug}/items`
        const res = await send('editor', 'POST', url, body)
        expectClientError(`POST ${url} ${JSON.stringify(body)}`, res, 'api')
      }),
      { numRuns: 100 },
    )
  })

  it('answers the auth service (GoTrue shape) without a 5xx', async () => {
    const endpoints: { method: Method; path: string; keys: string[]; as?: Caller }[] = [
      { method: 'POST', path: '/signup', keys: ['email', 'password', 'data', 'phone'] },
      { method: 'POST', path: '/recover', keys: ['email', 'code_challenge'] },
      { method: 'POST', path: '/otp', keys: ['email', 'phone', 'data', 'create_user'] },
      { method: 'POST', path: '/resend', keys: ['email', 'type'] },
      { method: 'POST', path: '/verify', keys: ['type', 'email', 'token', 'token_hash'] },
      { method: 'POST', path: '/token?grant_type=password', keys: ['email', 'password'] },
      { method: 'POST', path: '/token?grant_type=refresh_token', keys: ['refresh_token'] },
      { method: 'POST', path: '/token?grant_type=pkce', keys: ['auth_code', 'code_verifier'] },
      { method: 'PUT', path: '/user', keys: ['email', 'password', 'data'], as: 'viewer' },
      { method: 'POST', path: '/admin/users', keys: ['email', 'password', 'role'], as: 'admin' },
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints).chain((endpoint) =>
          fc.record({
            endpoint: fc.constant(endpoint),
            body: hostileBody(endpoint.keys),
            query: fc.array(fc.tuple(hostileString, hostileQueryValue), { maxLength: 2 }),
          }),
        ),
        async ({ endpoint, body, query }) => {
          const extra = queryString(query).replace('?', endpoint.path.includes('?') ? '&' : '?')
          const url = `/auth/v1${endpoint.path}${extra}`
          const res = await send(endpoint.as ?? 'none', endpoint.method, url, body)
          expectClientError(`${endpoint.method} ${url} ${JSON.stringify(body)}`, res, 'auth')
        },
      ),
      { numRuns: 120 },
    )
  })
})
