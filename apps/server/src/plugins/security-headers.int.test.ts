import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { callWithKey, createApiKey } from '../test/api-key-fixtures.js'
import { authClient } from '../test/auth-helpers.js'
import { startContentApi, type ContentApi } from '../test/content-fixtures.js'
import { pngBytes, uploadForm } from '../test/media-fixtures.js'
import { SELLS_PLANS_ENV } from '../test/plan-fixtures.js'
import { dialectUnderTest } from '../test/test-server.js'

// The theme script of the real build runs before first paint, inline in every page.
const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true)"
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`

/** A miniature web build: each page carries the inline theme script, as the real ones do. */
function writeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-web-'))
  const page = (name: string) =>
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script>` +
    `<script type="module" crossorigin src="/assets/main-abc123.js"></script></head>` +
    `<body><div id="root">${name}</div></body></html>`
  mkdirSync(path.join(dir, 'assets'), { recursive: true })
  mkdirSync(path.join(dir, 'pricing'), { recursive: true })
  writeFileSync(path.join(dir, 'index.html'), page('landing'))
  writeFileSync(path.join(dir, 'pricing', 'index.html'), page('pricing'))
  writeFileSync(path.join(dir, 'app.html'), page(''))
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log("hi")')
  return dir
}

/** A CSP header as directive name -> sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy()
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

async function signIn(api: ContentApi, role: 'admin' | 'editor') {
  const { data } = await authClient(api.server).signInWithPassword({
    email: `${role}@demo.folio.dev`,
    password: DEMO_PASSWORD,
  })
  return data.session!.access_token
}

describe(`security headers on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let webDir: string

  beforeAll(async () => {
    webDir = writeWebBuild()
    api = await startContentApi({ WEB_DIST_DIR: webDir })
  })
  afterAll(async () => {
    await api.close()
    rmSync(webDir, { recursive: true, force: true })
  })

  it.each([
    ['a prerendered page', '/', 200],
    ['another prerendered page', '/pricing/', 200],
    ['the app shell', '/dashboard', 200],
    ['the app shell of an unknown page', '/no/such/page', 404],
    ['a page asked for by its file name', '/app.html', 200],
  ])('gives %s (%s) a policy that runs only its own scripts', async (_what, url, status) => {
    const res = await api.server.request(url)
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toContain('text/html')
    const csp = parseCsp(res.headers.get('content-security-policy'))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'", THEME_HASH])
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    // The live preview frames the team's site, wherever it is (a local one here).
    expect(csp.get('frame-src')).toEqual(["'self'", 'https:', 'http:'])
    // No Stripe on an installation that sells nothing; plain http here, so no upgrades.
    expect(res.headers.get('content-security-policy')).not.toContain('stripe')
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
    expect(res.headers.get('strict-transport-security')).toBeNull()
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })

  it('locks API responses, errors included, out of loading anything or being framed', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-thing', '/auth/v1/settings']) {
      const res = await api.server.request(url)
      expect(res.headers.get('content-security-policy'), url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      )
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff')
      expect(res.headers.get('x-frame-options'), url).toBe('SAMEORIGIN')
      expect(res.headers.get('cross-origin-resource-policy'), url).toBe('same-origin')
    }
  })

  it('lets other sites embed media files, avatars and delivery API answers', async () => {
    const editor = await signIn(api, 'editor')
    const uploaded = await api.server.request('/api/v1/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${editor}` },
      body: uploadForm([{ name: 'photo.png', bytes: await pngBytes() }]),
    })
    expect(uploaded.status).toBe(201)
    const filePath = (uploaded.body as { data: { path: string }[] }).data[0]!.path
    const file = await api.server.request(filePath)
    expect(file.status).toBe(200)
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin')

    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }),
      'a.png',
    )
    const avatar = await api.server.request('/api/v1/profile/avatar', {
      method: 'POST',
      headers: { authorization: `Bearer ${editor}` },
      body: form,
    })
    expect(avatar.status).toBe(200)
    const { avatarUrl } = (avatar.body as { data: { avatarUrl: string } }).data
    const served = await api.server.request(avatarUrl)
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    // The avatar route's own, stricter policy wins over the general one.
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")

    const key = (await createApiKey(api)).secret
    const delivered = await callWithKey(api.server, key, '/content-types')
    expect(delivered.status).toBe(200)
    expect(delivered.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })

  it('keeps the development mailbox free of scripts, with its inline styles', async () => {
    const res = await api.server.request('/dev/mailbox')
    expect(res.status).toBe(200)
    const csp = parseCsp(res.headers.get('content-security-policy'))
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.has('script-src')).toBe(false)
    // The page's <style>, and the style attributes of the emails it frames.
    expect(csp.get('style-src')).toEqual(["'unsafe-inline'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })
})

describe(`security headers of an https installation that sells Premium on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let webDir: string

  beforeAll(async () => {
    webDir = writeWebBuild()
    api = await startContentApi({
      ...SELLS_PLANS_ENV,
      WEB_DIST_DIR: webDir,
      SITE_URL: 'https://cms.example.com',
      API_EXTERNAL_URL: 'https://api.example.com/',
    })
  })
  afterAll(async () => {
    await api.close()
    rmSync(webDir, { recursive: true, force: true })
  })

  it('allows Stripe.js, its frames and its API, and media from the API origin', async () => {
    const res = await api.server.request('/settings/billing')
    const csp = parseCsp(res.headers.get('content-security-policy'))
    expect(csp.get('script-src')).toEqual([
      "'self'",
      THEME_HASH,
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ])
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    )
    // STRIPE_API_URL: a local Stripe-compatible server stands in for Stripe's API.
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      SELLS_PLANS_ENV.STRIPE_API_URL,
    ])
    expect(csp.get('media-src')).toContain('https://api.example.com')
    expect(csp.get('img-src')).not.toContain('http:')
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(["'self'", 'https:']))
    expect(csp.get('frame-src')).not.toContain('http:')
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
  })

  it('upgrades requests and sends HSTS over https', async () => {
    const res = await api.server.request('/')
    expect(
      parseCsp(res.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
    ).toBe(true)
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/)
  })
})
