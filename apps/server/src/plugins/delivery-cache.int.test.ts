import type { ContentItem } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { authClient } from '../test/auth-helpers.js'
import { callWithKey, createApiKey } from '../test/api-key-fixtures.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ItemBody,
  type ItemListBody,
} from '../test/content-fixtures.js'
import { dialectUnderTest } from '../test/test-server.js'

describe(`ETag and Cache-Control of the delivery API on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let readKey: string
  let writeKey: string
  let type: Awaited<ReturnType<typeof createType>>
  let live: ContentItem
  let draft: ContentItem

  beforeAll(async () => {
    api = await startContentApi({ DELIVERY_CACHE_MAX_AGE_SECONDS: '30' })
    readKey = (await createApiKey(api, 'read')).secret
    writeKey = (await createApiKey(api, 'read_write')).secret
    type = await createType(api, 'Page', [{ name: 'body', type: 'text' }])
    const create = async (title: string, status: string) => {
      const res = await api.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
        title,
        status,
        data: { body: title },
      })
      expect(res.status).toBe(201)
      return res.body.data
    }
    live = await create('Live', 'published')
    draft = await create('Draft', 'draft')
  })
  afterAll(async () => {
    await api.close()
  })

  const get = (path: string, secret: string, ifNoneMatch?: string) =>
    callWithKey(api.server, secret, path, {
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
    })
  const itemsPath = () => `/content/${type.slug}/items`

  it('lets read-only keys cache published content publicly, and revalidate with 304', async () => {
    for (const path of [itemsPath(), `${itemsPath()}/${live.id}`, '/content-types']) {
      const first = await get(path, readKey)
      expect(first.status).toBe(200)
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^"[\w-]{43}"$/)
      expect(first.headers.get('cache-control')).toBe('public, max-age=30, must-revalidate')
      expect(first.headers.get('vary')).toMatch(/Authorization/)
      expect(first.headers.get('vary')).toMatch(/Origin/)

      const again = await get(path, readKey, etag)
      expect(again.status).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect((await get(path, readKey, `W/${etag}`)).status).toBe(304)
      expect((await get(path, readKey, `"other", ${etag}`)).status).toBe(304)
      expect((await get(path, readKey, '"other"')).status).toBe(200)
    }
  })

  it('keeps what users and read-write keys read private, yet revalidates it too', async () => {
    const { data } = await authClient(api.server).signInWithPassword({
      email: 'viewer@demo.folio.dev',
      password: DEMO_PASSWORD,
    })
    const userToken = data.session!.access_token
    for (const secret of [writeKey, userToken]) {
      const res = await get(itemsPath(), secret)
      expect(res.headers.get('cache-control')).toBe('private, no-cache')
      expect((await get(itemsPath(), secret, res.headers.get('etag')!)).status).toBe(304)
    }
    // They see drafts a read-only key does not: the bodies, and so the ETags, differ.
    const [reader, writer] = await Promise.all([
      get(itemsPath(), readKey),
      get(itemsPath(), writeKey),
    ])
    expect(reader.headers.get('etag')).not.toBe(writer.headers.get('etag'))
  })

  it('serves the new content as soon as it is published or changed', async () => {
    const before = await get(itemsPath(), readKey)
    expect((before.body as ItemListBody).data.map((item) => item.title)).toEqual(['Live'])
    const listTag = before.headers.get('etag')!
    const itemBefore = await get(`${itemsPath()}/${live.id}`, readKey)
    const itemTag = itemBefore.headers.get('etag')!

    const published = await api.call('editor', 'PUT', `${itemsPath()}/${draft.id}`, {
      title: 'Draft',
      status: 'published',
      data: { body: 'Now public' },
    })
    expect(published.status).toBe(200)
    const after = await get(itemsPath(), readKey, listTag)
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(listTag)
    expect((after.body as ItemListBody).data.map((item) => item.title).sort()).toEqual([
      'Draft',
      'Live',
    ])
    expect((await get(`${itemsPath()}/${draft.id}`, readKey)).status).toBe(200)

    await api.call('editor', 'PUT', `${itemsPath()}/${live.id}`, {
      title: 'Live, edited',
      status: 'published',
      data: { body: 'Changed' },
    })
    const item = await get(`${itemsPath()}/${live.id}`, readKey, itemTag)
    expect(item.status).toBe(200)
    expect((item.body as ItemBody).data.title).toBe('Live, edited')
  })

  it('puts no cache headers on writes or errors', async () => {
    const created = await callWithKey(api.server, writeKey, itemsPath(), {
      method: 'POST',
      body: { title: 'New', data: {} },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('etag')).toBeNull()
    const missing = await get(`${itemsPath()}/no-such-item`, readKey)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('etag')).toBeNull()
    expect(missing.headers.get('cache-control')).toBeNull()
  })
})
