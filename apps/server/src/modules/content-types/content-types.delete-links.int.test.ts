import {
  itemInUseMessage,
  type ContentItem,
  type ContentType,
  type ContentTypeFieldInput,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

describe(`deleting a content type whose items are related to on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi({ SEED_SAMPLE_DATA: 'false' })
  })
  afterAll(async () => {
    await api?.close()
  })

  async function create(body: unknown): Promise<ContentType> {
    const res = await api.call<{ data: ContentType }>('admin', 'POST', '/content-types', body)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data
  }

  const text = (name: string): ContentTypeFieldInput => ({ name, type: 'text' })

  it('deletes a type only when no other type relates to its items with restrict; unlink ones lose them', async () => {
    const item = async (type: string, title: string, data: Record<string, unknown> = {}) => {
      const res = await api.call<{ data: ContentItem }>('admin', 'POST', `/content/${type}/items`, {
        title,
        data,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.data
    }
    await create({
      name: 'Tag',
      fields: [text('label'), { name: 'see_also', type: 'relation', relationTypeIds: ['tag'] }],
    })
    await create({
      name: 'Post',
      fields: [
        text('heading'),
        { name: 'tags', type: 'relation', relationTypeIds: ['tag'], onDelete: 'unlink' },
      ],
    })
    await create({
      name: 'Feature',
      fields: [text('heading'), { name: 'tag', type: 'relation', relationTypeIds: ['tag'] }],
    })
    const news = await item('tag', 'News')
    // Relations among the type's own items never hold up its delete.
    const events = await item('tag', 'Events', { see_also: [news.id] })
    const post = await item('post', 'Hello', { tags: [events.id, news.id] })
    const feature = await item('feature', 'Front page', { tag: [news.id] })

    const refused = await api.call<ErrorBody>('admin', 'DELETE', '/content-types/tag')
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(itemInUseMessage(1, ['Front page']))
    expect((await api.call('admin', 'GET', '/content-types/tag')).status).toBe(200)

    const freed = await api.call('admin', 'PUT', `/content/feature/items/${feature.id}`, {
      title: 'Front page',
      data: { tag: [] },
      version: feature.version,
    })
    expect(freed.status, JSON.stringify(freed.body)).toBe(200)
    expect((await api.call('admin', 'DELETE', '/content-types/tag')).status).toBe(204)
    const after = await api.call<{ data: ContentItem }>(
      'admin',
      'GET',
      `/content/post/items/${post.id}`,
    )
    // An emptied relation reads as empty (null), as if never filled in.
    expect(after.body.data.data.tags ?? []).toEqual([])
    expect(after.body.data.version).toBe(post.version + 1)
  })
})
