import { randomUUID } from 'node:crypto'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { Readable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { mediaFilePath } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEvents, startAiApi, type AiApi } from '../test/ai-fixtures.js'
import { startFakeAiProvider, type FakeAiProvider } from '../test/ai-provider-fake.js'
import { createApiKey } from '../test/api-key-fixtures.js'
import { createType, startContentApi, type ContentApi } from '../test/content-fixtures.js'
import { dialectUnderTest } from '../test/test-server.js'
import { originalKey } from '../modules/media/storage/storage-driver.js'
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js'

interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A request exactly as sent, answer exactly as received: fetch would decompress the body. */
function rawRequest(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function decode(res: RawResponse): string {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(res.body).toString()
  if (encoding === 'gzip') return gunzipSync(res.body).toString()
  return res.body.toString()
}

describe(`compressed JSON answers on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let readKey: string
  let listUrl: string

  beforeAll(async () => {
    api = await startContentApi()
    readKey = (await createApiKey(api, 'read')).secret
    const type = await createType(api, 'Article', [{ name: 'body', type: 'text' }])
    for (let i = 0; i < 8; i += 1) {
      const res = await api.call('editor', 'POST', `/content/${type.slug}/items`, {
        title: `Article ${i}`,
        status: 'published',
        data: { body: `The harbour bakery opens at dawn, day ${i}. `.repeat(6) },
      })
      expect(res.status).toBe(201)
    }
    listUrl = `${api.server.url}/api/v1/content/${type.slug}/items`
  })
  afterAll(async () => {
    await api?.close()
  })

  const read = (headers: Record<string, string> = {}, url = listUrl) =>
    rawRequest(url, { authorization: `Bearer ${readKey}`, ...headers })

  it('compresses JSON above the threshold for clients that accept it, brotli first', async () => {
    const plain = await read()
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES)

    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await read({ 'accept-encoding': accept })
      expect(res.status, accept).toBe(200)
      expect(res.headers['content-encoding'], accept).toBe(expected)
      expect(res.headers['content-type'], accept).toContain('application/json')
      expect(JSON.parse(decode(res)), accept).toEqual(JSON.parse(plain.body.toString()))
      if (expected) {
        // Shared caches keep the compressed answer apart from the plain one.
        expect(res.headers.vary?.toLowerCase(), accept).toContain('accept-encoding')
        expect(Number(res.headers['content-length']), accept).toBe(res.body.length)
        expect(res.body.length, accept).toBeLessThan(plain.body.length / 2)
      }
    }
  })

  it('sends small answers as they are', async () => {
    const res = await rawRequest(`${api.server.url}/api/v1/health`, { 'accept-encoding': 'br' })
    expect(res.status).toBe(200)
    expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(res.body.toString())).toMatchObject({ data: { status: 'ok' } })
  })

  it('keeps one ETag for every encoding, answers 304 without a body, and compresses cache hits', async () => {
    const first = await read({ 'accept-encoding': 'br' })
    const etag = first.headers.etag!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const plain = await read()
    expect(plain.headers.etag).toBe(etag)
    const gzipped = await read({ 'accept-encoding': 'gzip' })
    expect(gzipped.headers.etag).toBe(etag)

    // A read the server's response cache answers is compressed like a fresh one.
    const hit = await read({ 'accept-encoding': 'br' })
    expect(hit.headers['folio-cache']).toBe('hit')
    expect(hit.headers['content-encoding']).toBe('br')
    expect(decode(hit)).toBe(decode(first))

    for (const accept of ['br', 'gzip', 'identity']) {
      const revalidated = await read({ 'accept-encoding': accept, 'if-none-match': etag })
      expect(revalidated.status, accept).toBe(304)
      expect(revalidated.body.length, accept).toBe(0)
      expect(revalidated.headers['content-encoding'], accept).toBeUndefined()
      expect(revalidated.headers.etag, accept).toBe(etag)
    }
  })

  it('never compresses media files, whatever their type', async () => {
    const id = randomUUID()
    const json = Buffer.from(JSON.stringify({ words: Array.from({ length: 300 }, (_, i) => i) }))
    const now = new Date().toISOString()
    await api.server.app.storage.put(originalKey(id), Readable.from([json]), 'application/json')
    await api.server.app.database.db
      .insertInto('media')
      .values({
        id,
        folder_id: null,
        name: 'words.json',
        type: 'document',
        mime_type: 'application/json',
        size: json.length,
        width: null,
        height: null,
        storage_key: originalKey(id),
        created_at: now,
        updated_at: now,
        created_by: null,
      })
      .execute()
    const media = await rawRequest(`${api.server.url}${mediaFilePath(id, 'words.json')}`, {
      'accept-encoding': 'br, gzip',
    })
    expect(media.status).toBe(200)
    expect(media.headers['content-encoding']).toBeUndefined()
    expect(media.headers['content-length']).toBe(String(json.length))
    expect(media.body.equals(json)).toBe(true)
  })
})

describe(`the AI chat stream with compression on ${dialectUnderTest}`, () => {
  const KEY = 'sk-compression-test-0042'
  let ai: AiApi
  let slow: FakeAiProvider

  beforeAll(async () => {
    slow = await startFakeAiProvider('openai', { apiKey: KEY, chunkDelayMs: 40 })
    ai = await startAiApi()
    const saved = await ai.call('admin', 'PUT', '/ai/settings', {
      provider: 'openai',
      apiKey: KEY,
      endpoint: slow.url,
    })
    expect(saved.status).toBe(200)
  })
  afterAll(async () => {
    await ai?.close()
    await slow?.close()
  })

  it('still arrives event by event, uncompressed, to a browser that accepts compression', async () => {
    const conversation = await ai.conversation('editor')
    slow.enqueue({ kind: 'text', text: Array.from({ length: 12 }, (_, i) => `word${i}`).join(' ') })
    const res = await ai.sendRaw('editor', conversation.id, 'Write a list')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    // Each read that brings a new event is one the browser could show at once: a compressor
    // would hold them back and hand over the whole reply in one or two blocks at the end.
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let text = ''
    let readsWithEvents = 0
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      const before = parseEvents(text.slice(0, text.lastIndexOf('\n') + 1)).length
      text += decoder.decode(value, { stream: true })
      if (parseEvents(text.slice(0, text.lastIndexOf('\n') + 1)).length > before) {
        readsWithEvents += 1
      }
    }
    expect(parseEvents(text).at(-1)?.type).toBe('done')
    expect(readsWithEvents).toBeGreaterThan(3)
  })
})
