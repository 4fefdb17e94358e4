import { contentItemMessages } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createType,
  setTypeFields,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
  type Role,
  type VersionListBody,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

describe(`content item versions on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let products: Awaited<ReturnType<typeof createType>>

  beforeAll(async () => {
    api = await startContentApi()
    products = await createType(api, 'Gadget', [
      { name: 'price', type: 'number', required: true },
      { name: 'summary', type: 'text' },
    ])
  })
  afterAll(async () => {
    await api.close()
  })

  const itemsPath = () => `/content/${products.slug}/items`

  async function create(title: string, data: Record<string, unknown>, as: Role = 'editor') {
    const res = await api.call<ItemBody>(as, 'POST', itemsPath(), { title, data })
    expect(res.status).toBe(201)
    return res.body.data
  }

  function put(id: string, body: Record<string, unknown>, as: Role = 'editor') {
    return api.call<ItemBody | ErrorBody>(as, 'PUT', `${itemsPath()}/${id}`, body)
  }

  async function get(id: string) {
    const res = await api.call<ItemBody>('viewer', 'GET', `${itemsPath()}/${id}`)
    expect(res.status).toBe(200)
    return res.body.data
  }

  async function history(id: string) {
    const res = await api.call<VersionListBody>('viewer', 'GET', `${itemsPath()}/${id}/versions`)
    expect(res.status).toBe(200)
    return res.body.data
  }

  function restore(id: string, version: number, body?: unknown) {
    return api.call<ItemBody | ErrorBody>(
      'editor',
      'POST',
      `${itemsPath()}/${id}/versions/${version}/restore`,
      body,
    )
  }

  it('raises the version on every edit and lists the history newest first', async () => {
    const item = await create('Desk Lamp', { price: 30 })
    expect(item.version).toBe(1)
    const second = await put(item.id, { title: 'Desk Lamp', data: { price: 35 } }, 'admin')
    expect((second.body as ItemBody).data).toMatchObject({
      version: 2,
      createdBy: { name: 'Demo Editor' },
      updatedBy: { name: 'Demo Admin' },
    })
    const third = await put(item.id, {
      title: 'Desk Lamp Pro',
      slug: 'desk-lamp-pro',
      data: { price: 40, summary: 'Brighter' },
      version: 2,
    })
    expect((third.body as ItemBody).data.version).toBe(3)

    const versions = await history(item.id)
    expect(versions.map((v) => [v.version, v.event, v.createdBy?.name, v.title])).toEqual([
      [3, 'updated', 'Demo Editor', 'Desk Lamp Pro'],
      [2, 'updated', 'Demo Admin', 'Desk Lamp'],
      [1, 'created', 'Demo Editor', 'Desk Lamp'],
    ])
    expect(versions[2]!.data).toEqual({ price: 30, summary: null })
    expect(versions[0]!).toMatchObject({ slug: 'desk-lamp-pro', status: 'draft' })
  })

  it('restores an old version as a new one, keeping the current status', async () => {
    const item = await create('Chair', { price: 80, summary: 'Wooden' })
    await put(item.id, { title: 'Chair v2', status: 'published', data: { price: 95 } })

    const res = await restore(item.id, 1, { version: 2 })
    expect(res.status).toBe(200)
    const restored = (res.body as ItemBody).data
    expect(restored).toMatchObject({
      version: 3,
      title: 'Chair',
      slug: 'chair',
      status: 'published',
      data: { price: 80, summary: 'Wooden' },
    })
    expect((await get(item.id)).title).toBe('Chair')
    const [latest] = await history(item.id)
    expect(latest).toMatchObject({ version: 3, event: 'restored', restoredFrom: 1 })

    const missing = await restore(item.id, 99)
    expect(missing.status).toBe(404)
    expect((missing.body as ErrorBody).error.message).toBe(contentItemMessages.versionNotFound)
  })

  it('refuses a save or restore based on a stale version, changing nothing', async () => {
    const item = await create('Table', { price: 200 })
    await put(item.id, { title: 'Table', data: { price: 210 }, version: 1 })

    for (const res of [
      await put(item.id, { title: 'Overwrite', data: { price: 1 }, version: 1 }),
      await restore(item.id, 1, { version: 1 }),
    ]) {
      expect(res.status).toBe(409)
      expect(res.body).toEqual({
        error: {
          code: 'stale_version',
          message: contentItemMessages.staleVersion,
          details: [{ path: 'version', message: 'Current version is 2' }],
        },
      })
    }
    expect(await get(item.id)).toMatchObject({ title: 'Table', version: 2, data: { price: 210 } })
    expect(await history(item.id)).toHaveLength(2)
  })

  it('lets exactly one of two concurrent saves from the same version win', async () => {
    const item = await create('Shelf', { price: 50 })
    const results = await Promise.all(
      ['Shelf A', 'Shelf B'].map((title) =>
        put(item.id, { title, data: { price: 60 }, version: 1 }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const winner = results.find((r) => r.status === 200)!.body as ItemBody
    expect(await get(item.id)).toMatchObject({ title: winner.data.title, version: 2 })
    expect(await history(item.id)).toHaveLength(2)
  })

  it('refuses to restore content that no longer passes the type rules', async () => {
    const item = await create('Stool', { price: 15 })
    await put(item.id, { title: 'Stool', data: { price: 15, summary: 'Three legs' } })
    const [price, summary] = products.fields
    await setTypeFields(api, products, [price!, { ...summary!, required: true }])
    try {
      const res = await restore(item.id, 1)
      expect(res.status).toBe(400)
      expect((res.body as ErrorBody).error).toMatchObject({
        code: 'validation_failed',
        message: 'summary is required',
      })
      expect((await get(item.id)).version).toBe(2)
    } finally {
      await setTypeFields(api, products, products.fields)
    }
  })

  it('keeps a value when its field is renamed', async () => {
    const item = await create('Rug', { price: 120, summary: 'Soft' })
    const [price, summary] = products.fields
    await setTypeFields(api, products, [{ ...price!, name: 'cost' }, summary!])
    try {
      expect((await get(item.id)).data).toEqual({ cost: 120, summary: 'Soft' })
      expect((await history(item.id))[0]!.data).toEqual({ cost: 120, summary: 'Soft' })
      const saved = await put(item.id, { title: 'Rug', data: { cost: 125, summary: 'Soft' } })
      expect((saved.body as ItemBody).data.data).toEqual({ cost: 125, summary: 'Soft' })
    } finally {
      await setTypeFields(api, products, products.fields)
    }
    expect((await get(item.id)).data).toEqual({ price: 125, summary: 'Soft' })
  })

  it('deletes an item with its history', async () => {
    const item = await create('Vase', { price: 25 })
    const deleted = await api.call('editor', 'DELETE', `${itemsPath()}/${item.slug}`)
    expect(deleted.status).toBe(204)
    for (const path of [`${itemsPath()}/${item.id}`, `${itemsPath()}/${item.id}/versions`]) {
      const res = await api.call<ErrorBody>('viewer', 'GET', path)
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe(contentItemMessages.notFound)
    }
    const again = await api.call('editor', 'DELETE', `${itemsPath()}/${item.id}`)
    expect(again.status).toBe(404)
  })
})
