import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createClient } from './client.js'
import { FolioRateLimitError } from './errors.js'
import { thrown } from './test/thrown.js'

/**
 * What the client does with answers a healthy Folio rarely gives (a proxy's error page, a 429
 * worth waiting out, a 304): a plain HTTP server plays the other side.
 */
type Handler = (req: IncomingMessage, res: ServerResponse, count: number) => void

let server: Server | undefined
const seen: Array<{ url: string; headers: IncomingMessage['headers'] }> = []

async function serve(handler: Handler): Promise<string> {
  seen.length = 0
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    handler(req, res, seen.length)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

const rateLimited = {
  error: { code: 'rate_limited', message: 'Too many requests. Try again in 1 second.' },
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

describe('createClient', () => {
  it('calls /api/v1 under the given URL with the key as a Bearer token', async () => {
    const url = await serve((_req, res) => json(res, 200, { data: [] }))
    const folio = createClient({ url: `${url}/cms/`, apiKey: 'folio_abc' })
    await folio.items('blog posts').list({ sort: 'title' })
    expect(seen[0]!.url).toBe('/cms/api/v1/content/blog%20posts/items?sort=title')
    expect(seen[0]!.headers.authorization).toBe('Bearer folio_abc')
  })

  it('lists the media library with its page options', async () => {
    const url = await serve((_req, res) =>
      json(res, 200, { data: [], meta: { page: 2, pageSize: 5, total: 5 } }),
    )
    const media = await createClient({ url, apiKey: 'folio_abc' }).media.list({
      page: 2,
      pageSize: 5,
    })
    expect(seen[0]!.url).toBe('/api/v1/media?page=2&pageSize=5')
    expect(media.meta).toEqual({ page: 2, pageSize: 5, total: 5 })
  })

  it('posts GraphQL with the key, sending variables and operationName only when given', async () => {
    const bodies: unknown[] = []
    const url = await serve((req, res) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => {
        bodies.push(JSON.parse(text))
        json(res, 200, { data: { ok: true } })
      })
    })
    const folio = createClient({ url, apiKey: 'folio_abc' })
    expect(await folio.graphql('{ ok }')).toEqual({ data: { ok: true } })
    await folio.graphql('query A { ok } query B { ok }', { id: '1' }, { operationName: 'B' })
    expect(seen.map((request) => [request.url, request.headers.authorization])).toEqual([
      ['/api/v1/graphql', 'Bearer folio_abc'],
      ['/api/v1/graphql', 'Bearer folio_abc'],
    ])
    expect(seen[0]!.headers['content-type']).toBe('application/json')
    expect(bodies).toEqual([
      { query: '{ ok }' },
      { query: 'query A { ok } query B { ok }', variables: { id: '1' }, operationName: 'B' },
    ])
  })

  it('reports a failure without a JSON body by its status', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' })
      res.end('<h1>Bad gateway</h1>')
    })
    const error = await thrown(createClient({ url }).contentTypes.list())
    expect(error).toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Request failed with status 502 Bad Gateway',
    })
  })

  it('refuses a success that is not JSON', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<!doctype html>')
    })
    const error = await thrown(createClient({ url }).contentTypes.list())
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' })
    expect(error.message).toContain('got text/html')
  })

  it('reads Retry-After and the RateLimit headers of a 429', async () => {
    const url = await serve((_req, res) =>
      json(res, 429, rateLimited, {
        'retry-after': '42',
        'ratelimit-limit': '100',
        'ratelimit-remaining': '0',
        'ratelimit-reset': '41',
      }),
    )
    const error = await thrown(createClient({ url }).items('posts').get('x'))
    expect(error).toBeInstanceOf(FolioRateLimitError)
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests. Try again in 1 second.',
      retryAfter: 42,
      limit: 100,
      remaining: 0,
      reset: 41,
    })
  })

  it('takes Retry-After as an HTTP date too', async () => {
    const at = new Date(Date.now() + 30_000).toUTCString()
    const url = await serve((_req, res) => json(res, 429, rateLimited, { 'retry-after': at }))
    const error = (await thrown(createClient({ url }).contentTypes.list())) as FolioRateLimitError
    expect(error.retryAfter).toBeGreaterThanOrEqual(29)
    expect(error.retryAfter).toBeLessThanOrEqual(30)
    expect(error.limit).toBeNull()
  })

  it('with retryOnRateLimit, waits Retry-After and tries once more', async () => {
    const url = await serve((_req, res, count) =>
      count === 1
        ? json(res, 429, rateLimited, { 'retry-after': '1' })
        : json(res, 200, { data: [{ id: 't1' }] }),
    )
    const started = Date.now()
    const types = await createClient({ url, retryOnRateLimit: true }).contentTypes.list()
    expect(types).toEqual([{ id: 't1' }])
    expect(seen).toHaveLength(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('with retryOnRateLimit, still throws when the retry is refused too', async () => {
    const url = await serve((_req, res) => json(res, 429, rateLimited, { 'retry-after': '0' }))
    const error = await thrown(createClient({ url, retryOnRateLimit: true }).contentTypes.list())
    expect(error).toBeInstanceOf(FolioRateLimitError)
    expect(seen).toHaveLength(2)
  })

  it('with cache, revalidates with If-None-Match and reuses the body on 304', async () => {
    let version = 1
    const url = await serve((req, res) => {
      const etag = `"v${version}"`
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag })
        res.end()
      } else json(res, 200, { data: { id: 'p', version } }, { etag })
    })
    const folio = createClient({ url, cache: true })
    const posts = folio.items('posts')
    expect((await posts.get('p')).version).toBe(1)
    expect((await posts.get('p')).version).toBe(1)
    version = 2
    expect((await posts.get('p')).version).toBe(2)
    expect(seen.map((request) => request.headers['if-none-match'])).toEqual([
      undefined,
      '"v1"',
      '"v1"',
    ])
    // Without the option nothing is remembered.
    await createClient({ url }).items('posts').get('p')
    expect(seen.at(-1)!.headers['if-none-match']).toBeUndefined()
  })
})
