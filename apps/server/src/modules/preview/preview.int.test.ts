import type { ContentItem, GeneralSettings, PreviewLink } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { mintPreviewToken } from './preview-token.js'

interface PreviewBody {
  data: PreviewLink
}

describe(`live preview tokens on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: Awaited<ReturnType<typeof createType>>
  let draft: ContentItem
  let other: ContentItem

  beforeAll(async () => {
    api = await startContentApi()
    type = await createType(api, 'Landing page', [{ name: 'heading', type: 'text' }])
    const made = await api.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
      title: 'Spring sale',
      slug: 'spring-sale',
      data: { heading: 'First words' },
    })
    expect(made.status).toBe(201)
    draft = made.body.data
    const published = await api.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
      title: 'About us',
      status: 'published',
      data: { heading: 'Who we are' },
    })
    other = published.body.data
  })
  afterAll(async () => {
    await api.close()
  })

  async function preview(as: 'admin' | 'editor' | 'viewer' | null = 'editor', id = draft.id) {
    return api.call<PreviewBody & ErrorBody>(
      as,
      'POST',
      `/content/${type.slug}/items/${id}/preview`,
      {},
    )
  }
  function readAnonymously(path: string, headers: Record<string, string> = {}) {
    return api.server.request(`/api/v1${path}`, { headers })
  }
  async function setSitePreviewUrl(previewUrl: string) {
    const current = await api.call<{ data: GeneralSettings }>('admin', 'GET', '/settings/general')
    const saved = await api.call('admin', 'PUT', '/settings/general', {
      ...current.body.data,
      previewUrl,
    })
    expect(saved.status).toBe(200)
  }
  async function setTypePreviewUrl(previewUrl: string) {
    await api.server.app.database.db
      .updateTable('content_types')
      .set({ preview_url: previewUrl })
      .where('id', '=', type.id)
      .execute()
  }

  it('gives anyone who can read the item a 10-minute token, and no URL without a pattern', async () => {
    const before = Date.now()
    const res = await preview('viewer')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.url).toBeNull()
    expect(res.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const lifetime = Date.parse(res.body.data.expiresAt) - before
    expect(lifetime).toBeGreaterThan(9 * 60_000)
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 1000)

    expect((await preview(null)).status).toBe(401)
    expect((await preview('editor', 'no-such-item')).status).toBe(404)
  })

  it("fills the site's pattern, and a type's own pattern wins over it", async () => {
    await setSitePreviewUrl('https://site.example/{locale}/{type}/{slug}?mode=draft')
    const site = await preview()
    const url = new URL(site.body.data.url!)
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://site.example/en/${type.slug}/${draft.slug}`,
    )
    expect(url.searchParams.get('mode')).toBe('draft')
    expect(url.searchParams.get('folio_preview')).toBe(site.body.data.token)

    await setTypePreviewUrl('http://127.0.0.1:4321/pages/{slug}')
    const own = await preview()
    expect(own.body.data.url).toBe(
      `http://127.0.0.1:4321/pages/${draft.slug}?folio_preview=${own.body.data.token}`,
    )
    await setTypePreviewUrl('')
    await setSitePreviewUrl('')
  })

  it("reads the item's current draft without a key, by query or header, never cached", async () => {
    const { token } = (await preview()).body.data
    // Without the token the draft is not public.
    expect((await readAnonymously(`/content/${type.slug}/items/${draft.id}`)).status).toBe(401)

    const byQuery = await readAnonymously(
      `/content/${type.slug}/items/${draft.slug}?preview=${token}`,
    )
    expect(byQuery.status).toBe(200)
    expect((byQuery.body as ItemBody).data).toMatchObject({
      id: draft.id,
      status: 'draft',
      data: { heading: 'First words' },
    })
    expect(byQuery.headers.get('cache-control')).toBe('private, no-store')

    const edited = await api.call<ItemBody>(
      'editor',
      'PUT',
      `/content/${type.slug}/items/${draft.id}`,
      {
        title: 'Spring sale',
        data: { heading: 'Changed words' },
      },
    )
    expect(edited.status).toBe(200)
    const byHeader = await readAnonymously(`/content/${type.slug}/items/${draft.id}`, {
      'folio-preview': token,
    })
    expect(byHeader.status).toBe(200)
    expect((byHeader.body as ItemBody).data.data).toEqual({ heading: 'Changed words' })
  })

  it('opens nothing else: other items, lists, writes, forged and expired tokens', async () => {
    const { token } = (await preview()).body.data
    const header = { 'folio-preview': token }
    const otherItem = await readAnonymously(`/content/${type.slug}/items/${other.id}`, header)
    expect(otherItem.status).toBe(403)
    expect((otherItem.body as ErrorBody).error.code).toBe('forbidden')
    expect((await readAnonymously(`/content/${type.slug}/items?preview=${token}`)).status).toBe(401)

    const write = await api.server.request(`/api/v1/content/${type.slug}/items/${draft.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'folio-preview': token },
      body: JSON.stringify({ title: 'Hijacked', data: {} }),
    })
    expect(write.status).toBe(401)
    const remove = await api.server.request(
      `/api/v1/content/${type.slug}/items/${draft.id}?preview=${token}`,
      { method: 'DELETE' },
    )
    expect(remove.status).toBe(401)

    const [head, payload, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: other.id })).toString('base64url')
    const tampered = await readAnonymously(`/content/${type.slug}/items/${other.id}`, {
      'folio-preview': `${head}.${forged}.${signature}`,
    })
    expect(tampered.status).toBe(401)
    expect((tampered.body as ErrorBody).error.code).toBe('unauthorized')
    const garbage = await readAnonymously(
      `/content/${type.slug}/items/${draft.id}?preview=nonsense`,
    )
    expect(garbage.status).toBe(401)

    const { authServices } = api.server.app
    const expired = await mintPreviewToken(
      authServices.keys,
      authServices.issuer,
      { itemId: draft.id, contentTypeId: type.id },
      { now: Math.floor(Date.now() / 1000) - 601 },
    )
    const late = await readAnonymously(`/content/${type.slug}/items/${draft.id}`, {
      'folio-preview': expired.token,
    })
    expect(late.status).toBe(401)
  })

  it('is no access token, and an access token is no preview token', async () => {
    const { token } = (await preview()).body.data
    const asBearer = await api.server.request(`/api/v1/content/${type.slug}/items/${draft.id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(asBearer.status).toBe(401)

    const session = await api.server.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'viewer@demo.folio.dev', password: DEMO_PASSWORD }),
    })
    const accessToken = (session.body as { access_token: string }).access_token
    expect(accessToken).toBeTruthy()
    const asPreview = await readAnonymously(`/content/${type.slug}/items/${draft.id}`, {
      'folio-preview': accessToken,
    })
    expect(asPreview.status).toBe(401)
  })

  it('expands linked items as published content only: the token opens one draft', async () => {
    const linking = await createType(api, 'Linking page', [{ name: 'related', type: 'relation' }])
    const hidden = await api.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
      title: 'Unannounced',
      data: { heading: 'Secret' },
    })
    const page = await api.call<ItemBody>('editor', 'POST', `/content/${linking.slug}/items`, {
      title: 'Linking draft',
      data: { related: [other.id, hidden.body.data.id] },
    })
    expect(page.status, JSON.stringify(page.body)).toBe(201)
    const link = await api.call<PreviewBody>(
      'editor',
      'POST',
      `/content/${linking.slug}/items/${page.body.data.id}/preview`,
      {},
    )
    const read = await readAnonymously(
      `/content/${linking.slug}/items/${page.body.data.id}?expand=related`,
      { 'folio-preview': link.body.data.token },
    )
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    const related = (read.body as ItemBody).data.data.related as { id: string; title: string }[]
    expect(related.map((item) => item.title)).toEqual(['About us'])
  })

  it("lets the site's pages read the draft from an allowed origin", async () => {
    const site = 'https://site.example'
    const saved = await api.call('admin', 'PUT', '/settings/api', {
      enabled: true,
      allowedOrigins: [site],
    })
    expect(saved.status).toBe(200)
    const { token } = (await preview()).body.data
    const path = `/content/${type.slug}/items/${draft.id}`
    const allowed = await readAnonymously(path, { origin: site, 'folio-preview': token })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site)
    const other = await readAnonymously(path, {
      origin: 'https://evil.example',
      'folio-preview': token,
    })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it("shows a read-only key's site the draft and keeps it out of the response cache", async () => {
    const key = await createApiKey(api, 'read')
    const path = `/content/${type.slug}/items/${draft.id}`
    const { token } = (await preview()).body.data
    const withToken = await callWithKey(api.server, key.secret, path, {
      headers: { 'folio-preview': token },
    })
    expect(withToken.status).toBe(200)
    expect((withToken.body as ItemBody).data.status).toBe('draft')
    expect(withToken.headers.get('folio-cache')).toBeNull()
    expect(withToken.headers.get('cache-control')).toBe('private, no-store')

    // The same URL without the token: the key alone sees published items only.
    const plain = await callWithKey(api.server, key.secret, path)
    expect(plain.status).toBe(404)
    const again = await callWithKey(api.server, key.secret, path)
    expect(again.status).toBe(404)
  })
})
