import { mkdirSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createTestInstallation,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'

/** A miniature web build with the layout the web app's build produces. */
function writeWebBuild(dir: string) {
  const page = (name: string) =>
    `<!doctype html><html><body><div id="root">${name}</div></body></html>`
  mkdirSync(path.join(dir, 'assets'), { recursive: true })
  mkdirSync(path.join(dir, 'pricing'), { recursive: true })
  writeFileSync(path.join(dir, 'index.html'), page('landing'))
  writeFileSync(path.join(dir, 'pricing', 'index.html'), page('pricing'))
  writeFileSync(path.join(dir, 'app.html'), page(''))
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log("hi")')
  // What the build's compress step leaves: brotli and gzip copies beside the larger files.
  for (const file of ['assets/app-def456.js', 'app.html', 'pricing/index.html']) {
    const full = path.join(dir, file)
    if (file.endsWith('.js')) writeFileSync(full, BIG_SCRIPT)
    const body = file.endsWith('.js') ? BIG_SCRIPT : page(file === 'app.html' ? '' : 'pricing')
    writeFileSync(`${full}.br`, brotliCompressSync(body))
    writeFileSync(`${full}.gz`, gzipSync(body))
  }
}

const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))}`

interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A request exactly as sent, answer exactly as received: fetch would decompress the body. */
function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
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

describe('serving the web app', () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    const webDir = path.join(installation.dataDir, 'web')
    writeWebBuild(webDir)
    server = await startTestServer(installation, { WEB_DIST_DIR: webDir })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('serves prerendered pages by path, with or without a trailing slash', async () => {
    for (const [urlPath, marker] of [
      ['/', 'landing'],
      ['/pricing', 'pricing'],
      ['/pricing/', 'pricing'],
      ['/pricing?ref=ad', 'pricing'],
    ] as const) {
      const res = await server.request(urlPath)
      expect(res.status, urlPath).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.body).toContain(`<div id="root">${marker}</div>`)
      expect(res.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('serves the app shell for client-rendered screens', async () => {
    for (const urlPath of [
      '/content-types/123',
      '/api',
      '/connections',
      '/ai-assistant',
      '/profile',
      '/reset-password',
      '/accept-invite',
    ]) {
      const res = await server.request(urlPath)
      expect(res.status, urlPath).toBe(200)
      expect(res.body).toContain('<div id="root"></div>')
    }
  })

  it('serves the app shell with a real 404 status for unknown pages', async () => {
    const res = await server.request('/no/such/page')
    expect(res.status).toBe(404)
    expect(res.body).toContain('<div id="root"></div>')
  })

  it('serves hashed assets with a long-lived cache', async () => {
    const res = await server.request('/assets/main-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.body).toBe('console.log("hi")')
  })

  it('sends the compressed copy of an asset the browser accepts, best first', async () => {
    const url = `${server.url}/assets/app-def456.js`
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=1.0, gzip;q=0.8', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.2', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['', undefined],
    ] as const) {
      const res = await rawRequest(url, accept ? { 'accept-encoding': accept } : {})
      expect(res.status, accept).toBe(200)
      expect(res.headers['content-encoding'], accept).toBe(expected)
      expect(res.headers['content-type'], accept).toMatch(/^(?:text|application)\/javascript/)
      expect(res.headers.vary?.toLowerCase(), accept).toContain('accept-encoding')
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable')
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length)
      expect(decode(res), accept).toBe(BIG_SCRIPT)
    }
    const plain = await rawRequest(url)
    const brotli = await rawRequest(url, { 'accept-encoding': 'br' })
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2)
  })

  it('answers HEAD with the headers of the copy GET would send', async () => {
    const url = `${server.url}/assets/app-def456.js`
    const get = await rawRequest(url, { 'accept-encoding': 'gzip' })
    const head = await rawRequest(url, { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-encoding']).toBe('gzip')
    expect(head.headers['content-length']).toBe(String(get.body.length))
  })

  it('still answers byte ranges of an uncompressed asset', async () => {
    const res = await rawRequest(`${server.url}/assets/main-abc123.js`, { range: 'bytes=0-6' })
    expect(res.status).toBe(206)
    expect(res.body.toString()).toBe('console')
  })

  it('does not serve the compressed copies under their own names', async () => {
    const res = await rawRequest(`${server.url}/assets/app-def456.js.br`)
    expect(res.status).toBe(404)
    expect(res.headers['content-encoding']).toBeUndefined()
  })

  it('sends pages and the app shell compressed, with their own headers', async () => {
    for (const [urlPath, marker] of [
      ['/pricing', 'pricing'],
      ['/dashboard', ''],
    ] as const) {
      const plain = await rawRequest(`${server.url}${urlPath}`)
      const res = await rawRequest(`${server.url}${urlPath}`, { 'accept-encoding': 'gzip, br' })
      expect(res.status, urlPath).toBe(200)
      expect(res.headers['content-encoding'], urlPath).toBe('br')
      expect(res.headers['content-type'], urlPath).toContain('text/html')
      expect(res.headers.vary?.toLowerCase(), urlPath).toContain('accept-encoding')
      expect(res.headers['content-security-policy'], urlPath).toBe(
        plain.headers['content-security-policy'],
      )
      expect(decode(res), urlPath).toContain(`<div id="root">${marker}</div>`)
      expect(plain.headers['content-encoding'], urlPath).toBeUndefined()
      expect(decode(plain), urlPath).toBe(decode(res))
    }
    const gzipped = await rawRequest(`${server.url}/pricing`, { 'accept-encoding': 'br;q=0, gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    // The landing page has no compressed copy in this build: it goes out as it is.
    const landing = await rawRequest(`${server.url}/`, { 'accept-encoding': 'br' })
    expect(landing.headers['content-encoding']).toBeUndefined()
    expect(decode(landing)).toContain('<div id="root">landing</div>')
  })

  it('keeps JSON 404s for API paths and for missing assets a page would not fix', async () => {
    const api = await server.request('/api/v1/missing')
    expect(api.status).toBe(404)
    expect(api.body).toMatchObject({ error: { code: 'not_found' } })
    const post = await server.request('/pricing', { method: 'POST' })
    expect(post.status).toBe(404)
    expect(post.body).toMatchObject({ error: { code: 'not_found' } })
  })

  it('does not serve files outside the build folder', async () => {
    const res = await fetch(`${server.url}/assets/..%2f..%2f.secret`)
    expect(res.status).not.toBe(200)
    expect(await res.text()).not.toContain('test-secret')
  })
})
