import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApiKey } from '../test/api-key-fixtures.js'
import { namesOf } from '../test/graphql-test-kit.js'
import {
  createType,
  signedInApi,
  type ContentApi,
  type ItemBody,
} from '../test/content-fixtures.js'
import { createTestInstallation, dialectUnderTest, startTestServer } from '../test/test-server.js'

interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A GET as an app's HTTP client sends it, with the bytes as they came (no decoding). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** Headers that differ from one request to the next by design. */
const PER_REQUEST = new Set(['date', 'ratelimit-remaining', 'ratelimit-reset', 'folio-cache'])

function answerHeaders(headers: IncomingHttpHeaders) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)))
}

describe(`Cached delivery reads on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let readKey: { id: string; secret: string }
  let listUrl: string
  let itemUrl: string
  let graphqlUrl: string
  const logLines: Array<Record<string, unknown>> = []

  beforeAll(async () => {
    const installation = await createTestInstallation()
    const server = await startTestServer(
      installation,
      { FOLIO_DEMO: 'true', LOG_LEVEL: 'info' },
      { logStream: { write: (line) => logLines.push(JSON.parse(line) as never) } },
    )
    api = await signedInApi(server, () => installation.destroy())
    readKey = await createApiKey(api, 'read')
    const type = await createType(api, 'Recipe', [{ name: 'body', type: 'text' }])
    let item: ItemBody['data'] | undefined
    for (const title of ['Crème brûlée', 'Tarte tatin', 'Clafoutis']) {
      const res = await api.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
        title,
        status: 'published',
        // Long enough that answers are compressed.
        data: { body: `${title} `.repeat(200) },
      })
      item ??= res.body.data
    }
    listUrl = `${api.server.url}/api/v1/content/${type.slug}/items?sort=title`
    itemUrl = `${api.server.url}/api/v1/content/${type.slug}/items/${item!.slug}`
    const query = `{ ${namesOf(type).list} { items { title } } }`
    graphqlUrl = `${api.server.url}/api/v1/graphql?query=${encodeURIComponent(query)}`
  })
  afterAll(() => api.close())

  const withKey = (extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${readKey.secret}`,
    ...extra,
  })

  it('answers a repeated read with the very answer the first one got, and logs it once', async () => {
    for (const url of [listUrl, itemUrl, graphqlUrl]) {
      const first = await rawGet(url, withKey())
      const linesBefore = logLines.length
      const second = await rawGet(url, withKey())
      expect(first.headers['folio-cache']).toBe('miss')
      expect(second.headers['folio-cache']).toBe('hit')
      expect(second.status).toBe(200)
      expect(second.body.equals(first.body)).toBe(true)
      expect(answerHeaders(second.headers)).toEqual(answerHeaders(first.headers))
      expect(Number(second.headers['ratelimit-remaining'])).toBe(
        Number(first.headers['ratelimit-remaining']) - 1,
      )
      // One line for the hit, with its request and its status, as the access log needs; the
      // framework would log it twice (incoming, completed). The first read's own "completed"
      // line may be written after its answer arrived, so lines are told apart by content.
      const after = logLines.slice(linesBefore)
      expect(after.filter((line) => line.msg === 'incoming request')).toEqual([])
      const hitLines = after.filter((line) => line.req && line.res)
      expect(hitLines).toHaveLength(1)
      expect(hitLines[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: new URL(url).pathname + new URL(url).search },
        res: { statusCode: 200 },
      })
    }
  })

  it('sends the kept answer compressed as the client asks, and 304 when it has it', async () => {
    const plain = await rawGet(listUrl, withKey())
    const br = await rawGet(listUrl, withKey({ 'accept-encoding': 'gzip, deflate, br' }))
    const gzip = await rawGet(listUrl, withKey({ 'accept-encoding': 'gzip' }))
    // Weights are left to the compression plugin, which answers the same.
    const weighted = await rawGet(listUrl, withKey({ 'accept-encoding': 'br;q=0.5, gzip;q=1' }))
    for (const answer of [br, gzip, weighted]) {
      expect(answer.headers['folio-cache']).toBe('hit')
      expect(answer.headers.vary).toBe('Origin, Authorization, accept-encoding')
      expect(answer.headers.etag).toBe(plain.headers.etag)
    }
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(br.body.length).toBeLessThan(plain.body.length / 2)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(gunzipSync(weighted.body).equals(plain.body)).toBe(true)

    const revalidated = await rawGet(listUrl, withKey({ 'if-none-match': plain.headers.etag! }))
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(revalidated.headers.etag).toBe(plain.headers.etag)
    expect(revalidated.headers['content-type']).toBeUndefined()
    expect(revalidated.headers['ratelimit-limit']).toBeDefined()
  })

  it('gives a cached answer to nobody the server would refuse it to', async () => {
    expect((await rawGet(itemUrl, withKey())).headers['folio-cache']).toBe('hit')
    // A signed-in user may see drafts: never the shared answer.
    const user = await api.call('viewer', 'GET', itemUrl.slice(`${api.server.url}/api/v1`.length))
    expect(user.status).toBe(200)
    const forged = await rawGet(itemUrl, { authorization: 'Bearer folio_not-a-key' })
    expect(forged.status).toBe(401)

    const revoked = await api.call('admin', 'DELETE', `/api-keys/${readKey.id}`)
    expect(revoked.status).toBe(204)
    const after = await rawGet(itemUrl, withKey())
    expect(after.status).toBe(401)
    expect(after.headers['folio-cache']).toBeUndefined()
  })
})
