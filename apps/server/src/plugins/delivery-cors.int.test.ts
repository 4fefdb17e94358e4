import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { authClient } from '../test/auth-helpers.js'
import { callWithKey, createApiKey } from '../test/api-key-fixtures.js'
import { startContentApi, type ContentApi } from '../test/content-fixtures.js'
import { dialectUnderTest } from '../test/test-server.js'

const SHOP = 'https://shop.example.com'
const EVIL = 'https://evil.example.net'

describe(`CORS of the delivery API on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let key: string

  beforeAll(async () => {
    api = await startContentApi()
    key = (await createApiKey(api)).secret
    const saved = await api.call('admin', 'PUT', '/settings/api', {
      enabled: true,
      allowedOrigins: [SHOP],
    })
    expect(saved.status).toBe(200)
  })
  afterAll(async () => {
    await api.close()
  })

  const fromOrigin = (origin: string, secret: string | null = key, path = '/content-types') =>
    callWithKey(api.server, secret, path, { headers: { origin } })
  const preflight = (origin: string, path = '/api/v1/content/posts/items/abc') =>
    api.server.request(path, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    })

  it('lets an allowed origin read key responses, and the headers that matter', async () => {
    const res = await fromOrigin(SHOP)
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP)
    expect(res.headers.get('vary')).toContain('Origin')
    const exposed = res.headers.get('access-control-expose-headers')!.split(/,\s*/)
    expect(exposed).toEqual(
      expect.arrayContaining([
        'ETag',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'Retry-After',
      ]),
    )
    // Errors too, so a script can tell why it was refused.
    const refused = await fromOrigin(SHOP, 'folio_revoked')
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe(SHOP)
  })

  it('gives other origins, and user tokens, no CORS headers at all', async () => {
    const other = await fromOrigin(EVIL)
    expect(other.status).toBe(200)
    for (const name of ['access-control-allow-origin', 'access-control-expose-headers']) {
      expect(other.headers.get(name)).toBeNull()
    }
    const token = await api.server.request('/api/v1/content-types', {
      headers: { origin: SHOP, authorization: `Bearer ${await adminToken()}` },
    })
    expect(token.status).toBe(200)
    expect(token.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers preflights on the delivery paths for allowed origins only', async () => {
    const ok = await preflight(SHOP)
    expect(ok.status).toBe(204)
    expect(ok.headers.get('access-control-allow-origin')).toBe(SHOP)
    expect(ok.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, PUT, DELETE')
    expect(ok.headers.get('access-control-allow-headers')).toBe(
      // Folio-Preview: a site reads a draft with the editor's preview token (docs/preview.md).
      'Authorization, Content-Type, If-None-Match, Folio-Preview',
    )
    for (const path of ['/api/v1/content-types', '/api/v1/content-types/posts']) {
      expect((await preflight(SHOP, path)).headers.get('access-control-allow-origin')).toBe(SHOP)
    }

    const refused = await preflight(EVIL)
    expect(refused.status).toBe(204)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(refused.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('allows any origin with *, and leaves /auth/v1 CORS as it was', async () => {
    await api.call('admin', 'PUT', '/settings/api', { enabled: true, allowedOrigins: ['*'] })
    expect((await fromOrigin(EVIL)).headers.get('access-control-allow-origin')).toBe(EVIL)
    expect((await preflight(EVIL)).headers.get('access-control-allow-origin')).toBe(EVIL)

    await api.call('admin', 'PUT', '/settings/api', { enabled: true, allowedOrigins: [] })
    expect((await fromOrigin(SHOP)).headers.get('access-control-allow-origin')).toBeNull()
    const auth = await preflight(EVIL, '/auth/v1/token')
    expect(auth.headers.get('access-control-allow-origin')).toBe(EVIL)
  })

  async function adminToken() {
    const { data } = await authClient(api.server).signInWithPassword({
      email: 'admin@demo.folio.dev',
      password: DEMO_PASSWORD,
    })
    return data.session!.access_token
  }
})
