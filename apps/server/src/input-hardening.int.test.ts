import {
  deliveryCursorMessages,
  contentTypeMessages,
  INPUT_DEPTH_MAX,
  inputSafetyMessages,
  PAGE_MAX,
  PATH_PARAM_MAX,
  CONTENT_SLUG_MAX,
  pagingMessages,
  type ApiErrorBody,
} from '@folio/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApiKey } from './test/api-key-fixtures.js'
import { startContentApi, type ContentApi, type ItemBody } from './test/content-fixtures.js'
import {
  createTestInstallation,
  dialectUnderTest,
  jsonBody,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from './test/test-server.js'

/** Each case here was a 500 once; now each is a 4xx in the documented shape. */

interface AuthErrorBody {
  code: string
  msg: string
}

function expectValidationError(
  res: { status: number; body: unknown },
  path: string,
  message?: string,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  const { error } = res.body as ApiErrorBody
  expect(error.code).toBe('validation_failed')
  expect(error.details?.[0]?.path).toBe(path)
  if (message) expect(error.message).toBe(message)
}

describe(`input hardening on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let keySecret: string

  const withKey = (path: string) =>
    api.server.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${keySecret}` } })

  beforeAll(async () => {
    api = await startContentApi()
    keySecret = (await createApiKey(api, 'read')).secret
  })
  afterAll(async () => {
    await api.close()
  })

  it('refuses filter, sort and fields naming Object members, naming the parameter', async () => {
    const cases = [
      ['filter[__proto__][eq]=x', 'filter'],
      ['filter[constructor][eq]=x', 'filter'],
      ['filter[toString]=x', 'filter'],
      ['sort=toString', 'sort'],
      ['sort=hasOwnProperty', 'sort'],
      ['sort=-valueOf', 'sort'],
      ['fields=constructor', 'fields'],
    ] as const
    for (const [query, path] of cases) {
      const url = `/content/blog-post/items?${query}`
      expectValidationError(await withKey(url), path)
      const admin = await api.call('admin', 'GET', url)
      expectValidationError(admin, path)
    }
    // Keys the language does not own are ignored, whatever their name.
    const ignored = await withKey('/content/blog-post/items?__proto__=a&__proto__=b&constructor=c')
    expect(ignored.status).toBe(200)
  })

  it('serves items of a type whose fields are named like Object members', async () => {
    const type = await api.call<{ data: { slug: string } }>('admin', 'POST', '/content-types', {
      name: 'Inherited names',
      fields: [
        { name: 'constructor', type: 'text' },
        { name: 'toString', type: 'number' },
        { name: 'valueOf', type: 'text' },
        { name: 'hasOwnProperty', type: 'boolean' },
      ],
    })
    expect(type.status).toBe(201)
    const items = `/content/${type.body.data.slug}/items`

    const empty = await api.call<ItemBody>('editor', 'POST', items, { title: 'Empty', data: {} })
    expect(empty.status, JSON.stringify(empty.body)).toBe(201)
    expect(empty.body.data.data).toEqual({
      constructor: null,
      toString: null,
      valueOf: null,
      hasOwnProperty: null,
    })
    const filled = await api.call<ItemBody>('editor', 'POST', items, {
      title: 'Filled',
      data: { constructor: 'Ada', toString: 3 },
    })
    expect(filled.status, JSON.stringify(filled.body)).toBe(201)
    expect(filled.body.data.data).toMatchObject({ constructor: 'Ada', toString: 3 })

    const found = await api.call<{ data: { id: string }[] }>(
      'editor',
      'GET',
      `${items}?filter[data.constructor]=Ada&sort=-data.toString`,
    )
    expect(found.status).toBe(200)
    expect(found.body.data.map((item) => item.id)).toEqual([filled.body.data.id])

    // A JSON body may never hold a `__proto__` key, so no such field could ever be filled.
    const proto = await api.call<ApiErrorBody>('admin', 'POST', '/content-types', {
      name: 'Proto',
      fields: [{ name: '__proto__', type: 'text' }],
    })
    expectValidationError(proto, 'fields.0.name', contentTypeMessages.fieldNameReserved)
  })

  it('caps paging with a 400 naming the parameter', async () => {
    const lists = ['/content/blog-post/items', '/content-items', '/media', '/users']
    for (const list of lists) {
      for (const page of ['99999999999999999999999', String(PAGE_MAX + 1)]) {
        expectValidationError(await api.call('admin', 'GET', `${list}?page=${page}`), 'page')
      }
      const last = await api.call<{ data: unknown[] }>('admin', 'GET', `${list}?page=${PAGE_MAX}`)
      if (list.startsWith('/content/')) {
        // The delivery list stops offsets far sooner, where they get slow: cursors go deeper.
        expectValidationError(last, 'page', deliveryCursorMessages.tooDeep)
      } else {
        expect(last.status).toBe(200)
        expect(last.body.data).toEqual([])
      }
      for (const size of ['-1', '1.5', '99999999999999999999999']) {
        expectValidationError(
          await api.call('admin', 'GET', `${list}?pageSize=${size}`),
          'pageSize',
        )
      }
    }
    const deep = await withKey('/content/blog-post/items?page=99999999999999999999999')
    expectValidationError(deep, 'page', pagingMessages.pageTooHigh)
  })

  it('refuses NUL and other control characters in paths, queries and bodies', async () => {
    const gets = [
      ['/content/blog-post/items?q=a%00b', 'q'],
      ['/content/blog-post/items?filter[title]=a%00b', 'filter[title]'],
      ['/content/%00/items', 'type'],
      ['/content/blog-post/items/ab%00c', 'idOrSlug'],
    ] as const
    for (const [url, path] of gets) {
      expectValidationError(await withKey(url), path, inputSafetyMessages.controlCharacter(path))
    }
    expectValidationError(await api.call('admin', 'GET', '/content-items?q=%07'), 'q')
    const item = (body: object) => api.call('editor', 'POST', '/content/blog-post/items', body)
    expectValidationError(
      await item({ title: 'a\u0000b', data: {} }),
      'title',
      inputSafetyMessages.controlCharacter('title'),
    )
    expectValidationError(await item({ title: 'Ok', data: { 'ti\u0000tle': 'x' } }), 'data')
    const contact = await api.server.request(
      '/api/v1/contact-messages',
      jsonBody({ name: 'Ann', email: 'ann@example.com', message: 'Hello\u0000there' }),
    )
    expectValidationError(contact, 'message')

    // Tabs and line breaks belong in multi-line text.
    const multiLine = await item({
      title: 'Lines',
      data: { title: 'one\ttwo\r\nthree', content: '<p>Body</p>' },
    })
    expect(multiLine.status, JSON.stringify(multiLine.body)).toBe(201)
  })

  it('refuses control characters on the auth service in its own error shape', async () => {
    const cases = [
      ['/signup', { email: 'new@example.com', password: 'pass\u0000word-long-1' }],
      [
        '/signup',
        { email: 'meta@example.com', password: 'a-long-password-1', data: { n: '\u0000' } },
      ],
      ['/recover', { email: 'a\u0000@example.com' }],
      ['/otp', { email: 'a@example.com\u0000' }],
      ['/token?grant_type=password', { email: 'admin@demo.folio.dev', password: '\u0000' }],
      ['/token?grant_type=refresh_token', { refresh_token: 'x\u0001y' }],
      ['/verify', { type: 'signup', email: 'a@example.com', token: '12\u00003456' }],
    ] as const
    for (const [path, body] of cases) {
      const res = await api.server.request(`/auth/v1${path}`, jsonBody(body))
      expect(res.status, path).toBe(400)
      expect((res.body as AuthErrorBody).code, path).toBe('validation_failed')
      expect((res.body as AuthErrorBody).msg, path).toContain('control character')
    }
    // The verify type is looked up among the protocol's own types only.
    for (const type of ['constructor', 'toString', '__proto__']) {
      const res = await api.server.request(
        '/auth/v1/verify',
        jsonBody({ type, email: 'a@example.com', token: '123456' }),
      )
      expect(res.status, type).toBe(400)
      expect((res.body as AuthErrorBody).code).toBe('validation_failed')
    }
  })

  it('refuses nesting deeper than any real body', async () => {
    let data: unknown = 'bottom'
    for (let level = 0; level < INPUT_DEPTH_MAX + 5; level++) data = [data]
    const res = await api.call('editor', 'POST', '/content/blog-post/items', { title: 'x', data })
    expect(res.status).toBe(400)
    expect((res.body as ApiErrorBody).error.message).toMatch(/nested more than/)
  })

  it('reaches an item by its slug at the longest slug allowed', async () => {
    const slug = `longest-${'a'.repeat(CONTENT_SLUG_MAX - 'longest-'.length)}`
    const created = await api.call<ItemBody>('editor', 'POST', '/content/blog-post/items', {
      title: 'Longest slug',
      slug,
      data: { title: 'Longest slug', content: '<p>Body</p>' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.data.slug).toBe(slug)
    const read = await api.call<ItemBody>('editor', 'GET', `/content/blog-post/items/${slug}`)
    expect(read.status).toBe(200)
    expect(read.body.data.slug).toBe(slug)
  })

  it('answers URLs the router cannot read in the documented shapes', async () => {
    const overlong = `/api/v1/content-types/${'a'.repeat(PATH_PARAM_MAX + 1)}`
    for (const url of ['/api/v1/content/%/items', overlong]) {
      const res = await api.server.request(url)
      expect(res.status, url).toBe(400)
      expect((res.body as ApiErrorBody).error.code, url).toBe('bad_request')
    }
    const auth = await api.server.request('/auth/v1/admin/users/%')
    expect(auth.status).toBe(400)
    expect(auth.body as AuthErrorBody).toMatchObject({ code: 'validation_failed' })
  })
})

describe.runIf(dialectUnderTest === 'postgres')('text PostgreSQL cannot store', () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, undefined, {
      // A query that slipped past every check with a NUL in a parameter, as a new route might.
      beforeListen: (app) =>
        app.get('/api/v1/probe/nul', async () => {
          await sql`select ${'a\u0000b'}::text`.execute(app.database.db)
          return { data: null }
        }),
    })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('is a 400, not a 500', async () => {
    const res = await server.request('/api/v1/probe/nul')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: { code: 'validation_failed', message: inputSafetyMessages.unstorableText },
    })
  })
})
