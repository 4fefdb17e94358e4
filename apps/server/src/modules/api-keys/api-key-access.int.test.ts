import { apiKeyMessages, type ContentItem } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
  type ItemListBody,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

describe(`what API keys may read and write on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let readKey: string
  let writeKey: string
  let authors: Awaited<ReturnType<typeof createType>>
  let posts: Awaited<ReturnType<typeof createType>>
  const items: Record<string, ContentItem> = {}

  beforeAll(async () => {
    api = await startContentApi()
    readKey = (await createApiKey(api, 'read')).secret
    writeKey = (await createApiKey(api, 'read_write')).secret
    authors = await createType(api, 'Writer', [{ name: 'bio', type: 'text' }])
    posts = await createType(api, 'Post', [
      { name: 'body', type: 'text', required: true },
      { name: 'writer', type: 'reference', referenceTypeId: authors.id },
    ])
    const create = async (type: typeof posts, title: string, status: string, data: object) => {
      const res = await api.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
        title,
        status,
        data,
      })
      expect(res.status).toBe(201)
      return res.body.data
    }
    items.ann = await create(authors, 'Ann', 'published', { bio: 'Writes' })
    items.hidden = await create(authors, 'Hidden', 'draft', { bio: 'Secret' })
    items.live = await create(posts, 'Live', 'published', { body: 'x', writer: items.ann.id })
    items.draft = await create(posts, 'Draft', 'draft', { body: 'x', writer: items.ann.id })
    items.archived = await create(posts, 'Old', 'archived', { body: 'x' })
    items.byHidden = await create(posts, 'By hidden', 'published', {
      body: 'x',
      writer: items.hidden.id,
    })
  })
  afterAll(async () => {
    await api.close()
  })

  const list = async (key: string, query = '') => {
    const res = await callWithKey(api.server, key, `/content/${posts.slug}/items${query}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = res.body as ItemListBody
    return { titles: body.data.map((item) => item.title).sort(), body }
  }

  it('shows a read-only key published items only', async () => {
    const { titles, body } = await list(readKey)
    expect(titles).toEqual(['By hidden', 'Live'])
    expect(body.meta.total).toBe(2)
    // Asking for other statuses finds nothing rather than failing.
    expect((await list(readKey, '?status=draft')).titles).toEqual([])
    expect((await list(readKey, '?filter[status][in]=draft,archived')).titles).toEqual([])
    expect((await list(readKey, '?status=published')).titles).toEqual(['By hidden', 'Live'])

    const get = (item: ContentItem) =>
      callWithKey(api.server, readKey, `/content/${posts.slug}/items/${item.id}`)
    expect((await get(items.live!)).status).toBe(200)
    for (const hidden of [items.draft!, items.archived!]) {
      const res = await get(hidden)
      expect(res.status).toBe(404)
      expect((res.body as ErrorBody).error.code).toBe('not_found')
    }
    expect(
      (await callWithKey(api.server, readKey, `/content/${posts.id}/items/${items.live!.slug}`))
        .status,
    ).toBe(200)
  })

  it('does not expand a read-only key into unpublished references', async () => {
    const { body } = await list(readKey, '?expand=writer&sort=title')
    const [byHidden, live] = body.data
    expect(byHidden!.data.writer).toBeNull()
    expect(live!.data.writer).toMatchObject({ title: 'Ann' })
    // A read-write key, like a user, sees them.
    const full = await list(writeKey, '?expand=writer&sort=title&status=published')
    expect(full.body.data[0]!.data.writer).toMatchObject({ title: 'Hidden' })
  })

  it('shows read-write keys and users every status', async () => {
    expect((await list(writeKey)).titles).toEqual(['By hidden', 'Draft', 'Live', 'Old'])
    const draft = await callWithKey(
      api.server,
      writeKey,
      `/content/${posts.slug}/items/${items.draft!.id}`,
    )
    expect(draft.status).toBe(200)
    const asViewer = await api.call<ItemListBody>('viewer', 'GET', `/content/${posts.slug}/items`)
    expect(asViewer.body.meta.total).toBe(4)
  })

  it('reads content types with either key, counting the items each key can see', async () => {
    // Posts: Live and By hidden are published; Draft and Old are not.
    for (const [key, count] of [
      [readKey, 2],
      [writeKey, 4],
    ] as const) {
      const all = await callWithKey(api.server, key, '/content-types')
      expect(all.status).toBe(200)
      const listed = (all.body as { data: { id: string; itemCount: number }[] }).data
      expect(listed.find((type) => type.id === posts.id)?.itemCount).toBe(count)
      const one = await callWithKey(api.server, key, `/content-types/${posts.slug}`)
      expect(one.body).toMatchObject({ data: { id: posts.id, name: 'Post', itemCount: count } })
    }
  })

  it('refuses every write of a read-only key with 403', async () => {
    const item = `/content/${posts.slug}/items/${items.live!.id}`
    const body = { title: 'Changed', data: { body: 'y' } }
    for (const [method, path] of [
      ['POST', `/content/${posts.slug}/items`],
      ['PUT', item],
      ['DELETE', item],
    ] as const) {
      const res = await callWithKey(api.server, readKey, path, {
        method,
        body: method === 'DELETE' ? undefined : body,
      })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body).toEqual({ error: { code: 'forbidden', message: apiKeyMessages.readOnly } })
    }
    // Refused before the body is read: an invalid body gets the same answer.
    const invalid = await callWithKey(api.server, readKey, `/content/${posts.slug}/items`, {
      method: 'POST',
      body: { title: '' },
    })
    expect(invalid.status).toBe(403)
    const live = await callWithKey(api.server, readKey, item)
    expect((live.body as ItemBody).data.title).toBe('Live')
  })

  it('lets a read-write key create, update and delete items, with the usual validation', async () => {
    const base = `/content/${posts.slug}/items`
    const created = await callWithKey(api.server, writeKey, base, {
      method: 'POST',
      body: { title: 'From the app', slug: 'from-the-app', status: 'draft', data: { body: 'Hi' } },
    })
    expect(created.status).toBe(201)
    const item = (created.body as ItemBody).data
    // Attributed to the admin who made the key.
    expect(item).toMatchObject({ slug: 'from-the-app', createdBy: { name: 'Demo Admin' } })

    const updated = await callWithKey(api.server, writeKey, `${base}/from-the-app`, {
      method: 'PUT',
      body: { title: 'From the app', status: 'published', data: { body: 'Hello' } },
    })
    expect(updated.status).toBe(200)
    expect((updated.body as ItemBody).data).toMatchObject({ status: 'published', version: 2 })
    const seen = await callWithKey(api.server, readKey, `${base}/from-the-app`)
    expect((seen.body as ItemBody).data.data).toMatchObject({ body: 'Hello' })

    for (const [body, message] of [
      [{ title: '', data: { body: 'x' } }, 'Title is required'],
      [{ title: 'No body', data: {} }, 'body is required'],
    ] as const) {
      const invalid = await callWithKey(api.server, writeKey, base, { method: 'POST', body })
      expect(invalid.status).toBe(400)
      expect((invalid.body as ErrorBody).error.message).toBe(message)
    }

    const removed = await callWithKey(api.server, writeKey, `${base}/${item.id}`, {
      method: 'DELETE',
    })
    expect(removed.status).toBe(204)
    expect((await callWithKey(api.server, writeKey, `${base}/${item.id}`)).status).toBe(404)
  })

  it('keeps version history and restores for signed-in users', async () => {
    const path = `/content/${posts.slug}/items/${items.live!.id}/versions`
    const res = await callWithKey(api.server, writeKey, path)
    expect(res.status).toBe(401)
    expect((res.body as ErrorBody).error.message).toBe(apiKeyMessages.notForKeys)
    const restore = await callWithKey(api.server, writeKey, `${path}/1/restore`, {
      method: 'POST',
      body: {},
    })
    expect(restore.status).toBe(401)
  })
})
