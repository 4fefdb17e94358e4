import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

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
