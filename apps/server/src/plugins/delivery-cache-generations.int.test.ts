import type { KyselyPlugin, RootOperationNode } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../test/api-key-fixtures.js'
import {
  createType,
  setTypeFields,
  signedInApi,
  type ContentApi,
  type ItemBody,
} from '../test/content-fixtures.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'

/** Counts the queries that read content items, on every connection the server reads with. */
function countItemReads(server: TestServer) {
  let reads = 0
  const plugin: KyselyPlugin = {
    transformQuery({ node }): RootOperationNode {
      if (
        node.kind === 'SelectQueryNode' &&
        JSON.stringify(node.from).includes('"content_items"')
      ) {
        reads += 1
      }
      return node
    },
    transformResult: ({ result }) => Promise.resolve(result),
  }
  const database = server.app.database
  database.db = database.db.withPlugin(plugin)
  if (database.readDb) database.readDb = database.readDb.withPlugin(plugin)
  return () => reads
}

describe(`Cache generations of the delivery API on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  /** Two instances of one installation, as two processes behind a load balancer would be. */
  let first: ContentApi
  let second: ContentApi
  let readKey: string
  let author: Awaited<ReturnType<typeof createType>>
  let post: Awaited<ReturnType<typeof createType>>
  let page: Awaited<ReturnType<typeof createType>>
  let writer: ItemBody['data']
  let article: ItemBody['data']
  let itemReads: () => number

  beforeAll(async () => {
    installation = await createTestInstallation()
    // Usage counters flushed often, so the test sees a flush happen.
    const env = { FOLIO_DEMO: 'true', API_KEY_USAGE_FLUSH_MS: '100' }
    first = await signedInApi(await startTestServer(installation, env))
    second = await signedInApi(await startTestServer(installation, env))
    itemReads = countItemReads(second.server)
    readKey = (await createApiKey(first, 'read')).secret
    author = await createType(first, 'Author', [{ name: 'name', type: 'text' }])
    post = await createType(first, 'Post', [
      { name: 'body', type: 'text' },
      { name: 'author', type: 'reference', referenceTypeId: author.id },
    ])
    page = await createType(first, 'Page', [{ name: 'body', type: 'text' }])
    const create = async (slug: string, title: string, data: Record<string, unknown>) => {
      const res = await first.call<ItemBody>('editor', 'POST', `/content/${slug}/items`, {
        title,
        status: 'published',
        data,
      })
      expect(res.status).toBe(201)
      return res.body.data
    }
    writer = await create(author.slug, 'Ada', { name: 'Ada' })
    article = await create(post.slug, 'Hello', { body: 'Hi', author: writer.id })
    await create(page.slug, 'About', { body: 'Us' })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await installation?.destroy()
  })

  const read = (api: ContentApi, path: string, secret = readKey) =>
    callWithKey(api.server, secret, path)
  const cacheOf = (res: { headers: Headers }) => res.headers.get('folio-cache')
  /** Reads the path on both instances until each answers from memory; their ETags. */
  const warm = async (path: string) => {
    const tags: string[] = []
    for (const api of [first, second]) {
      await read(api, path)
      const res = await read(api, path)
      expect(cacheOf(res)).toBe('hit')
      tags.push(res.headers.get('etag')!)
    }
    // Equal data, equal ETags, whichever instance answers.
    expect(tags[0]).toBe(tags[1])
    return tags[0]!
  }
  const editPage = (api: ContentApi, id: string, title: string) =>
    api.call('editor', 'PUT', `/content/${page.slug}/items/${id}`, {
      title,
      status: 'published',
      data: { body: title },
    })

  it('a write to one type leaves the other types cached, on every instance', async () => {
    const pages = `/content/${page.slug}/items`
    const posts = `/content/${post.slug}/items`
    const pageTag = await warm(pages)
    const postTag = await warm(posts)
    const list = await read(first, pages)
    const [about] = (list.body as { data: { id: string }[] }).data
    expect((await editPage(first, about!.id, 'About us')).status).toBe(200)

    for (const api of [first, second]) {
      const postsAfter = await read(api, posts)
      expect(cacheOf(postsAfter)).toBe('hit')
      expect(postsAfter.headers.get('etag')).toBe(postTag)
      const pagesAfter = await read(api, pages, undefined)
      expect(cacheOf(pagesAfter)).toBe('miss')
      expect(pagesAfter.headers.get('etag')).not.toBe(pageTag)
      expect(JSON.stringify(pagesAfter.body)).toContain('About us')
    }
  })

  it('a write to one item leaves the type’s other items cached; its own reads follow it', async () => {
    const create = async (title: string, slug: string) => {
      const res = await first.call<ItemBody>('editor', 'POST', `/content/${page.slug}/items`, {
        title,
        slug,
        status: 'published',
        data: { body: title },
      })
      expect(res.status).toBe(201)
      return res.body.data
    }
    // Different first characters of slug and id: separate shares of the type.
    const kept = await create('Kept', 'kept-page')
    const edited = await create('Edited', 'zz-edited-page')
    const byId = (item: ItemBody['data']) => `/content/${page.slug}/items/${item.id}`
    const bySlug = (slug: string) => `/content/${page.slug}/items/${slug}`
    const keptTags = [await warm(byId(kept)), await warm(bySlug('kept-page'))]
    await warm(byId(edited))
    await warm(bySlug('zz-edited-page'))

    const renamed = await first.call('editor', 'PUT', `/content/${page.slug}/items/${edited.id}`, {
      title: 'Edited again',
      slug: 'zz-renamed-page',
      status: 'published',
      data: { body: 'Edited again' },
    })
    expect(renamed.status).toBe(200)
    for (const api of [first, second]) {
      const keptAfter = [await read(api, byId(kept)), await read(api, bySlug('kept-page'))]
      if (kept.id[0] !== edited.id[0] || kept.id[1] !== edited.id[1]) {
        expect(keptAfter.map(cacheOf)).toEqual(['hit', 'hit'])
        expect(keptAfter.map((res) => res.headers.get('etag'))).toEqual(keptTags)
      }
      const editedAfter = await read(api, byId(edited))
      expect(cacheOf(editedAfter)).toBe('miss')
      expect(JSON.stringify(editedAfter.body)).toContain('Edited again')
      // The old slug leads nowhere now; the new one to the item.
      expect((await read(api, bySlug('zz-edited-page'))).status).toBe(404)
      expect((await read(api, bySlug('zz-renamed-page'))).status).toBe(200)
    }
  })

  it('is not moved by usage counters, read counters or a key’s last use', async () => {
    const item = `/content/${post.slug}/items/${article.id}`
    const tag = await warm(item)
    const flushed = async () => {
      const db = first.server.app.database.db
      const [requests, reads] = await Promise.all([
        db.selectFrom('api_key_daily_requests').selectAll().execute(),
        db.selectFrom('content_item_daily_reads').selectAll().execute(),
      ])
      return requests.length > 0 && reads.length > 0
    }
    await expect.poll(flushed, { timeout: 5000, interval: 100 }).toBe(true)
    for (const api of [first, second]) {
      const again = await read(api, item)
      expect(cacheOf(again)).toBe('hit')
      expect(again.headers.get('etag')).toBe(tag)
    }
  })

  it('expanded reads follow the types they expand; plain reads do not', async () => {
    const plain = `/content/${post.slug}/items/${article.id}`
    const expanded = `${plain}?expand=author`
    const plainTag = await warm(plain)
    const expandedTag = await warm(expanded)
    const renamed = await first.call(
      'editor',
      'PUT',
      `/content/${author.slug}/items/${writer.id}`,
      {
        title: 'Ada L.',
        status: 'published',
        data: { name: 'Ada L.' },
      },
    )
    expect(renamed.status).toBe(200)
    const after = await read(second, expanded)
    expect(cacheOf(after)).toBe('miss')
    expect(after.headers.get('etag')).not.toBe(expandedTag)
    expect((after.body as ItemBody).data.data.author).toMatchObject({ title: 'Ada L.' })
    const plainAfter = await read(second, plain)
    expect(cacheOf(plainAfter)).toBe('hit')
    expect(plainAfter.headers.get('etag')).toBe(plainTag)
  })

  it('a translation saved or a type changed invalidates the type’s reads', async () => {
    expect(
      (await first.call('admin', 'POST', '/languages', { code: 'fr', name: 'Français' })).status,
    ).toBe(201)
    const added = await first.call('editor', 'POST', `/content-items/${article.id}/translations`, {
      locale: 'fr',
    })
    expect(added.status).toBe(201)
    const item = `/content/${post.slug}/items/${article.id}?locale=fr`
    const tag = await warm(item)
    const saved = await first.call(
      'editor',
      'PUT',
      `/content-items/${article.id}/translations/fr`,
      {
        title: 'Bonjour',
        status: 'published',
        data: {},
      },
    )
    expect(saved.status).toBe(200)
    const translated = await read(second, item)
    expect(cacheOf(translated)).toBe('miss')
    expect((translated.body as ItemBody).data.title).toBe('Bonjour')
    expect(translated.headers.get('etag')).not.toBe(tag)

    const pages = `/content/${page.slug}/items`
    const pageTag = await warm(pages)
    await setTypeFields(first, page, [
      ...page.fields,
      { id: 'summary-field', name: 'summary', type: 'text', required: false, description: '' },
    ])
    const changed = await read(second, pages)
    expect(cacheOf(changed)).toBe('miss')
    expect(changed.headers.get('etag')).not.toBe(pageTag)
  })

  it('refuses a revoked key at once on the other instance', async () => {
    const key = await createApiKey(first, 'read')
    const path = `/content/${page.slug}/items`
    expect((await read(second, path, key.secret)).status).toBe(200)
    expect((await read(second, path, key.secret)).status).toBe(200)
    expect((await first.call('admin', 'DELETE', `/api-keys/${key.id}`)).status).toBe(204)
    expect((await read(second, path, key.secret)).status).toBe(401)
    // The other keys still read, from memory.
    expect(cacheOf(await read(second, path))).toBe('hit')
  })

  it('runs concurrent misses of one URL once', async () => {
    const path = (size: number) => `/content/${page.slug}/items?pageSize=${size}`
    const before = itemReads()
    expect(cacheOf(await read(second, path(11)))).toBe('miss')
    const oneRead = itemReads() - before
    expect(oneRead).toBeGreaterThan(0)

    const start = itemReads()
    const burst = await Promise.all(Array.from({ length: 8 }, () => read(second, path(12))))
    expect(burst.every((res) => res.status === 200)).toBe(true)
    expect(new Set(burst.map((res) => res.headers.get('etag'))).size).toBe(1)
    expect(itemReads() - start).toBe(oneRead)
  })
})
