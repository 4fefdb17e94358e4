import { deliveryQuerySchema, type ContentItem } from '@folio/schema'
import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { OperationContext } from '../../../lib/context.js'
import { createApiKey, callWithKey } from '../../../test/api-key-fixtures.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
  type ItemListBody,
  type VersionListBody,
} from '../../../test/content-fixtures.js'
import { dialectUnderTest } from '../../../test/test-server.js'
import { listTypeItems } from '../operations/list-type-items.js'
import {
  createItem,
  insertComponent,
  insertMedia,
  mediaValue,
  type MediaSpec,
  type Type,
} from '../../../test/structured-delivery-fixtures.js'

/** A component entry or block as read: its fields by name, plus `_key` and `_type`. */
interface Entry {
  _key: string
  _type?: string
  [field: string]: unknown
}
interface ReadData {
  cover: unknown
  seo: Entry
  sections: Entry[]
  cards: Entry[]
  related: unknown
  config: unknown
}

/** Delivery of components, blocks, relations and media: reads, expand= and fields=. */
describe(`delivery of structured content on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let authors: Type
  let pages: Type
  let heroSlug: string
  let gallerySlug: string
  const media: Record<string, MediaSpec> = {}
  const items: Record<string, ContentItem> = {}

  const list = async (query: string) => {
    const res = await api.call<ItemListBody>(
      'viewer',
      'GET',
      `/content/${pages.slug}/items?${query}`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.data
  }
  const refused = async (query: string) => {
    const res = await api.call<ErrorBody>('viewer', 'GET', `/content/${pages.slug}/items?${query}`)
    expect(res.status).toBe(400)
    return res.body.error.message
  }
  const home = async (query: string) =>
    (await list(`filter[slug]=home&${query}`))[0] as ContentItem & {
      data: Record<string, unknown>
    }

  beforeAll(async () => {
    api = await startContentApi()
    for (const name of ['ada.png', 'hero.png', 'one.png', 'two.png', 'gone.png', 'seo.png']) {
      media[name] = await insertMedia(api, name)
    }
    authors = await createType(api, 'Author', [
      { name: 'name', type: 'text' },
      { name: 'photo', type: 'media' },
    ])
    const seo = await insertComponent(api, 'seo', [
      { name: 'title', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'image', type: 'media' },
    ])
    const hero = await insertComponent(api, 'hero', [
      { name: 'heading', type: 'text' },
      { name: 'image', type: 'media' },
      { name: 'author', type: 'reference', referenceTypeId: authors.id },
    ])
    const gallery = await insertComponent(api, 'gallery', [
      { name: 'caption', type: 'text' },
      { name: 'photos', type: 'media', multiple: true },
      { name: 'people', type: 'relation', relationTypeIds: [authors.id] },
    ])
    heroSlug = hero.slug
    gallerySlug = gallery.slug
    pages = await createType(api, 'Page', [
      { name: 'cover', type: 'media' },
      { name: 'related', type: 'relation', relationTypeIds: [authors.id] },
      { name: 'seo', type: 'component', componentId: seo.id },
      { name: 'cards', type: 'component', componentId: hero.id, repeatable: true },
      { name: 'sections', type: 'blocks', componentIds: [hero.id, gallery.id] },
      { name: 'config', type: 'json' },
    ])
    items.ada = await createItem(api, authors, 'Ada', { name: 'Ada', photo: media['ada.png']!.id })
    items.bob = await createItem(api, authors, 'Bob', { name: 'Bob' })
    items.cy = await createItem(api, authors, 'Cy', { name: 'Cy' })
    items.draft = await createItem(api, authors, 'Draft', { name: 'D' }, 'draft')
    items.home = await createItem(api, pages, 'Home', {
      cover: media['hero.png']!.id,
      related: [items.cy.id, items.ada.id, items.draft.id],
      seo: { title: 'Welcome', description: 'The home page', image: media['seo.png']!.id },
      cards: [{ heading: 'Card', author: items.bob.id }],
      sections: [
        { _type: heroSlug, heading: 'Hi', image: media['hero.png']!.id, author: items.ada.id },
        {
          _type: gallerySlug,
          caption: 'Pics',
          photos: [media['one.png']!.id, media['gone.png']!.id, media['two.png']!.id],
          people: [items.bob.id, items.ada.id],
        },
      ],
      config: { theme: 'dark' },
    })
    for (const n of [1, 2]) {
      items[`page${n}`] = await createItem(api, pages, `Page ${n}`, {
        related: [items.bob.id],
        sections: [{ _type: heroSlug, heading: `P${n}`, author: items.cy.id }],
      })
    }
    // A file deleted after it was used: reads leave it out.
    await api.server.app.database.db
      .deleteFrom('media')
      .where('id', '=', media['gone.png']!.id)
      .execute()
  })

  afterAll(async () => {
    await api?.close()
  })

  it('answers media fields as files at every depth, on management and delivery reads', async () => {
    const path = `/content/${pages.slug}/items/${items.home!.id}`
    const fromEditor = (await api.call<ItemBody>('editor', 'GET', path)).body.data
    const key = await createApiKey(api, 'read')
    const fromApp = (await callWithKey(api.server, key.secret, path)).body as ItemBody
    const byId = (await api.call<ItemBody>('viewer', 'GET', `/content-items/${items.home!.id}`))
      .body.data
    for (const item of [fromEditor, fromApp.data, byId, await home('')]) {
      const data = item.data as unknown as ReadData
      expect(data.cover).toEqual(mediaValue(media['hero.png']!))
      expect(data.seo).toMatchObject({ title: 'Welcome', image: mediaValue(media['seo.png']!) })
      expect(data.sections[0]).toMatchObject({
        _type: heroSlug,
        image: mediaValue(media['hero.png']!),
      })
      // The deleted file is gone from the gallery, the others keep their order.
      expect(data.sections[1]!.photos).toEqual([
        mediaValue(media['one.png']!),
        mediaValue(media['two.png']!),
      ])
      expect(data.related).toEqual([items.cy!.id, items.ada!.id, items.draft!.id])
      expect(data.config).toEqual({ theme: 'dark' })
    }
    // So do the item's versions.
    const versions = await api.call<VersionListBody>('viewer', 'GET', `${path}/versions`)
    expect(versions.body.data[0]!.data.cover).toEqual(mediaValue(media['hero.png']!))
    // The admin list answers files too.
    const all = await api.call<ItemListBody>('viewer', 'GET', `/content-items?type=${pages.slug}`)
    const listed = all.body.data.find((item) => item.id === items.home!.id)!
    expect(listed.data.cover).toEqual(mediaValue(media['hero.png']!))
  })

  it('finds a page by the words inside its components and blocks', async () => {
    expect((await list('q=pics')).map((item) => item.title)).toEqual(['Home'])
    expect((await list('q=the home page')).map((item) => item.title)).toEqual(['Home'])
    expect(await list('q=nowhere-to-be-found')).toEqual([])
  })

  it('expands relations in stored order, leaving out missing and unpublished items', async () => {
    const key = await createApiKey(api, 'read')
    const res = await callWithKey(
      api.server,
      key.secret,
      `/content/${pages.slug}/items?filter[slug]=home&expand=related`,
    )
    const [page] = (res.body as ItemListBody).data
    const related = page!.data.related as ContentItem[]
    expect(related.map((item) => item.title)).toEqual(['Cy', 'Ada'])
    // Expanded items answer their media as files too.
    expect(related[1]!.data.photo).toEqual(mediaValue(media['ada.png']!))
  })

  it('expands references and relations inside components and blocks', async () => {
    const page = await home('expand=sections.author,sections.people,cards.author')
    const data = page.data as unknown as ReadData
    const [hero, gallery] = data.sections
    expect(hero).toMatchObject({ _type: heroSlug, heading: 'Hi', author: { title: 'Ada' } })
    expect((hero!.author as ContentItem).data.photo).toEqual(mediaValue(media['ada.png']!))
    expect((gallery!.people as ContentItem[]).map((p) => p.title)).toEqual(['Bob', 'Ada'])
    expect((data.cards[0]!.author as ContentItem).title).toBe('Bob')
    expect(typeof hero!._key).toBe('string')
    // Not asked for: ids as stored.
    expect(page.data.related).toEqual([items.cy!.id, items.ada!.id, items.draft!.id])
  })

  it('expands into the blocks of an expanded item whose type alone uses components', async () => {
    const features = await createType(api, 'Feature', [
      { name: 'page', type: 'reference', referenceTypeId: pages.id },
    ])
    await createItem(api, features, 'Featured', { page: items.home!.id })
    const res = await api.call<ItemListBody>(
      'viewer',
      'GET',
      `/content/${features.slug}/items?expand=page.sections.author`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const page = res.body.data[0]!.data.page as ContentItem
    const [hero] = (page.data as unknown as ReadData).sections
    expect((hero!.author as ContentItem).title).toBe('Ada')
    expect(hero!.image).toEqual(mediaValue(media['hero.png']!))
  })

  it('expands one item read by slug, with the same paths as lists', async () => {
    const path = `/content/${pages.slug}/items/home`
    const res = await api.call<ItemBody>('viewer', 'GET', `${path}?expand=sections.author,related`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = res.body.data.data as unknown as ReadData
    expect((data.sections[0]!.author as ContentItem).title).toBe('Ada')
    expect((data.related as ContentItem[]).map((item) => item.title)).toEqual([
      'Cy',
      'Ada',
      'Draft',
    ])
    expect(data.cover).toEqual(mediaValue(media['hero.png']!))
    const wrong = await api.call<ErrorBody>('viewer', 'GET', `${path}?expand=sections`)
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.message).toMatch(/^Cannot expand sections itself/)
    const tooDeep = await api.call<ErrorBody>('viewer', 'GET', `${path}?expand=a.b.c.d`)
    expect(tooDeep.body.error.message).toBe('expand=a.b.c.d goes deeper than 3 levels')
  })

  it('refuses expand paths that name nothing expandable', async () => {
    expect(await refused('expand=sections')).toBe(
      'Cannot expand sections itself: name a reference or relation field inside it (sections.<field>)',
    )
    expect(await refused('expand=sections.colour')).toBe('Unknown field in expand: sections.colour')
    expect(await refused('expand=seo.title')).toBe(
      'Cannot expand seo.title: it is not a reference or relation field',
    )
    expect(await refused('expand=related.nothing')).toBe('Unknown field in expand: related.nothing')
  })

  it('loads expansions through blocks with the same queries for one item or many', async () => {
    const { db, dialect } = api.server.app.database
    const app = api.server.app
    const queriesFor = async (pageSize: number) => {
      let count = 0
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          count += 1
          return args.node
        },
        transformResult: async (args) => args.result,
      }
      const ctx: OperationContext = {
        db: db.withPlugin(counter),
        dialect,
        logger: app.log,
        actor: {
          userId: 'reader',
          email: 'r@example.com',
          role: 'viewer',
          sessionId: 's',
          aal: 'aal1',
        },
        media: { storage: app.storage, apiExternalUrl: app.config.auth.apiExternalUrl },
      }
      const query = deliveryQuerySchema.parse({
        expand: 'sections.author,sections.people,related,cards.author',
        pageSize: String(pageSize),
        sort: 'title',
      })
      const page = await listTypeItems(ctx, pages.slug, query)
      expect(page.data).toHaveLength(pageSize)
      return count
    }
    const forOne = await queriesFor(1)
    expect(await queriesFor(3)).toBe(forOne)
    expect(forOne).toBeLessThanOrEqual(14)
  })

  it('selects fields inside components and blocks with fields=', async () => {
    const page = await home('fields=title,data.seo.title,data.sections.heading,data.config')
    expect(Object.keys(page).sort()).toEqual(['data', 'id', 'title'])
    expect(page.data.seo).toEqual({ title: 'Welcome' })
    expect(page.data.config).toEqual({ theme: 'dark' })
    const [hero, gallery] = page.data.sections as Record<string, unknown>[]
    expect(Object.keys(hero!).sort()).toEqual(['_key', '_type', 'heading'])
    expect(hero!.heading).toBe('Hi')
    // A gallery has no heading: its entry keeps only what identifies it.
    expect(Object.keys(gallery!).sort()).toEqual(['_key', '_type'])

    const whole = await home('fields=data.sections,data.seo,data.seo.title')
    expect((whole.data.sections as unknown[]).length).toBe(2)
    expect(whole.data.seo).toMatchObject({ title: 'Welcome', description: 'The home page' })
    expect(Object.keys(whole.data)).toEqual(['sections', 'seo'])

    expect(await refused('fields=data.seo.colour')).toBe('Unknown field in fields: data.seo.colour')
    expect(await refused('fields=data.config.theme')).toBe(
      'Unknown field in fields: data.config.theme',
    )
  })
})
