import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase, type DatabaseHandle } from '../db/database.js'
import { callWithKey, createApiKey } from '../test/api-key-fixtures.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ItemBody,
  type ItemListBody,
} from '../test/content-fixtures.js'
import { dialectUnderTest } from '../test/test-server.js'

describe(`The delivery response cache on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let readKey: string
  let writeKey: string
  let itemsPath: string
  let item: ItemBody['data']
  /** Another connection to the same database, as a second server process would have. */
  let other: DatabaseHandle

  beforeAll(async () => {
    api = await startContentApi()
    readKey = (await createApiKey(api, 'read')).secret
    writeKey = (await createApiKey(api, 'read_write')).secret
    const type = await createType(api, 'Note', [{ name: 'body', type: 'text' }])
    itemsPath = `/content/${type.slug}/items`
    const res = await api.call<ItemBody>('editor', 'POST', itemsPath, {
      title: 'First',
      status: 'published',
      data: { body: 'one' },
    })
    item = res.body.data
    other = openDatabase(api.server.config.database)
  })
  afterAll(async () => {
    await other.db.destroy()
    await api.close()
  })

  const read = (path: string, secret = readKey) => callWithKey(api.server, secret, path)
  const titles = (body: unknown) => (body as ItemListBody).data.map((entry) => entry.title)

  it('answers a repeated read from memory, with the same body and ETag', async () => {
    const first = await read(itemsPath)
    const second = await read(itemsPath)
    expect(first.headers.get('folio-cache')).toBe('miss')
    expect(second.headers.get('folio-cache')).toBe('hit')
    expect(second.body).toEqual(first.body)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(second.headers.get('ratelimit-remaining')).not.toBe(
      first.headers.get('ratelimit-remaining'),
    )
  })

  it('never serves a read from before a write made through the API', async () => {
    await read(itemsPath)
    expect((await read(itemsPath)).headers.get('folio-cache')).toBe('hit')
    const created = await callWithKey(api.server, writeKey, itemsPath, {
      method: 'POST',
      body: { title: 'Second', status: 'published', data: { body: 'two' } },
    })
    expect(created.status).toBe(201)
    const after = await read(itemsPath)
    expect(after.headers.get('folio-cache')).toBe('miss')
    expect(titles(after.body).sort()).toEqual(['First', 'Second'])
  })

  it('never serves a read from before a write by another process', async () => {
    const path = `${itemsPath}/${item.id}`
    await read(path)
    expect((await read(path)).headers.get('folio-cache')).toBe('hit')
    await other.db
      .updateTable('content_items')
      .set({ title: 'Renamed elsewhere' })
      .where('id', '=', item.id)
      .execute()
    const after = await read(path)
    expect(after.headers.get('folio-cache')).toBe('miss')
    expect((after.body as ItemBody).data.title).toBe('Renamed elsewhere')
  })

  it('keeps only what every read-only key may see, and no errors', async () => {
    expect((await read(itemsPath, writeKey)).headers.get('folio-cache')).toBeNull()
    const missing = `${itemsPath}/no-such-item`
    await read(missing)
    const again = await read(missing)
    expect(again.status).toBe(404)
    expect(again.headers.get('folio-cache')).toBe('miss')
  })
})
