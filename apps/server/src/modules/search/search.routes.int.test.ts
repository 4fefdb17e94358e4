import { randomUUID } from 'node:crypto'

import type { SearchResult } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { authClient } from '../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  type TestInstallation,
  type TestServer,
  startTestServer,
} from '../../test/test-server.js'
import { insertContentType } from '../content-types/content-types.repository.js'

describe(`GET /api/v1/search on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  let adminToken: string
  let editorToken: string

  async function tokenOf(email: string) {
    const { data, error } = await authClient(server).signInWithPassword({
      email,
      password: DEMO_PASSWORD,
    })
    expect(error).toBeNull()
    return data.session!.access_token
  }

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { FOLIO_DEMO: 'true' })
    adminToken = await tokenOf('admin@demo.folio.dev')
    editorToken = await tokenOf('editor@demo.folio.dev')
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  async function search(q: string, token: string) {
    const res = await server.request(`/api/v1/search?q=${encodeURIComponent(q)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    return (res.body as { data: SearchResult[] }).data
  }

  it('finds the sample content type and item, case-insensitively', async () => {
    const types = await search('BLOG', editorToken)
    const blog = types.find((r) => r.kind === 'content-type')
    expect(blog).toMatchObject({ title: 'Blog Post', subtitle: 'blog-post' })
    expect(blog!.url).toBe(`/content-types?edit=${blog!.id}`)

    const items = await search('welcome', editorToken)
    const welcome = items.find((r) => r.kind === 'content-item')
    expect(welcome).toMatchObject({ title: 'Welcome to Folio' })
    expect(welcome!.subtitle).toContain('Blog Post')
    expect(welcome!.url).toBe(`/content?item=${welcome!.id}`)

    const bySlug = await search('welcome-to', editorToken)
    expect(bySlug.map((r) => r.title)).toContain('Welcome to Folio')
  })

  it('offers screens, hiding admin-only ones and users from non-admins', async () => {
    expect(await search('dashboard', editorToken)).toContainEqual({
      kind: 'screen',
      id: '/dashboard',
      title: 'Dashboard',
      subtitle: null,
      url: '/dashboard',
    })
    for (const q of ['settings', 'users', 'api']) {
      const titles = (await search(q, editorToken)).map((r) => r.title)
      expect(titles).not.toContain(q === 'api' ? 'API' : q[0]!.toUpperCase() + q.slice(1))
    }
    expect((await search('settings', adminToken)).map((r) => r.url)).toContain('/settings')
    expect((await search('users', adminToken)).map((r) => r.url)).toContain('/users')

    const people = await search('demo viewer', adminToken)
    expect(people).toContainEqual(
      expect.objectContaining({
        kind: 'user',
        title: 'Demo Viewer',
        url: `/users?q=${encodeURIComponent('viewer@demo.folio.dev')}`,
      }),
    )
    expect((await search('demo', editorToken)).filter((r) => r.kind === 'user')).toEqual([])
  })

  it('returns at most 20 results, and every matching kind gets a place', async () => {
    const now = new Date().toISOString()
    for (let i = 0; i < 25; i++) {
      await insertContentType(server.app.database.db, {
        id: randomUUID(),
        name: `Entry Bulk ${String(i).padStart(2, '0')}`,
        slug: `entry-bulk-${i}`,
        description: '',
        fields: [],
        createdAt: now,
      })
    }
    // "e" matches screens, the bulk types, both sample items and the demo users.
    const results = await search('e', adminToken)
    expect(results).toHaveLength(20)
    const kinds = new Set(results.map((r) => r.kind))
    expect(kinds).toEqual(new Set(['screen', 'content-type', 'content-item', 'user']))
  })

  it('needs a query and a signed-in user', async () => {
    for (const url of ['/api/v1/search?q=', '/api/v1/search?q=%20%20', '/api/v1/search']) {
      const res = await server.request(url, { headers: { authorization: `Bearer ${editorToken}` } })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        error: { code: 'validation_failed', message: 'Type something to search for' },
      })
    }
    expect((await server.request('/api/v1/search?q=blog')).status).toBe(401)
  })
})
