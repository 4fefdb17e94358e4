import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createClient, type FolioClient } from './client.js'
import {
  FolioAuthError,
  FolioNotFoundError,
  FolioValidationError,
  type FolioErrorDetail,
} from './errors.js'
import type { ItemQuery } from './query.js'
import {
  closedPortUrl,
  dialectUnderTest,
  startLiveFolio,
  type LiveFolio,
} from './test/live-folio.js'
import { thrown } from './test/thrown.js'
import type { ContentItem, ContentType, Reference } from './types.js'

interface Author {
  name: string
  bio: string | null
}

interface Product {
  price: number
  launch: string | null
  featured: boolean | null
  'Hero image': string | null
  tags: string[] | null
  author: Reference<Author>
  summary: string | null
}

describe(`@folio/sdk against a live server on ${dialectUnderTest}`, () => {
  let folio: LiveFolio
  let client: FolioClient
  let authorType: ContentType
  let productType: ContentType
  const products: Record<string, ContentItem<Product>> = {}
  const authors: Record<string, ContentItem<Author>> = {}

  const titles = (items: Array<{ title?: string }>) => items.map((item) => item.title)

  beforeAll(async () => {
    folio = await startLiveFolio()
    client = createClient({ url: folio.url, apiKey: folio.apiKey })
    authorType = await folio.createType('SDK Author', 'sdk-authors', [
      { name: 'name', type: 'text', required: true },
      { name: 'bio', type: 'rich-text' },
    ])
    productType = await folio.createType('SDK Product', 'sdk-products', [
      { name: 'price', type: 'number', required: true },
      { name: 'launch', type: 'date' },
      { name: 'featured', type: 'boolean' },
      { name: 'Hero image', type: 'image' },
      { name: 'tags', type: 'array' },
      { name: 'author', type: 'reference', referenceTypeId: authorType.id },
      { name: 'summary', type: 'text' },
    ])

    const authorItems = client.items<Author>('sdk-authors')
    for (const name of ['Ada Lovelace', 'Grace Hopper']) {
      authors[name] = await authorItems.create({
        title: name,
        status: 'published',
        data: { name, bio: `<p>${name}</p>` },
      })
    }
    const productItems = client.items<Product>(productType.id)
    const seed: Array<[string, 'published' | 'draft', Partial<Product>]> = [
      [
        'Leather boots',
        'published',
        {
          price: 120,
          launch: '2025-03-01',
          featured: true,
          tags: ['sale', 'shoes'],
          author: authors['Ada Lovelace']!.id,
          summary: 'Hand-stitched leather',
        },
      ],
      [
        'Canvas bag',
        'published',
        {
          price: 40,
          launch: '2024-11-15',
          featured: false,
          tags: ['bags'],
          author: authors['Grace Hopper']!.id,
        },
      ],
      [
        'Silk scarf',
        'published',
        { price: 25, author: authors['Ada Lovelace']!.id, summary: 'Light as air' },
      ],
      ['Wool hat', 'draft', { price: 15 }],
      ['Gold watch', 'published', { price: 900, 'Hero image': '/uploads/watch.jpg' }],
    ]
    for (const [title, status, data] of seed) {
      products[title] = await productItems.create({ title, status, data })
    }
  })

  afterAll(async () => {
    await folio?.close()
  })

  describe('content types', () => {
    it('lists them and gets one by slug or id', async () => {
      const types = await client.contentTypes.list()
      expect(types.map((type) => type.slug)).toEqual(
        expect.arrayContaining(['sdk-authors', 'sdk-products']),
      )
      const bySlug = await client.contentTypes.get('sdk-products')
      expect(bySlug.id).toBe(productType.id)
      expect(bySlug.fields.map((field) => [field.name, field.type, field.required])).toEqual([
        ['price', 'number', true],
        ['launch', 'date', false],
        ['featured', 'boolean', false],
        ['Hero image', 'image', false],
        ['tags', 'array', false],
        ['author', 'reference', false],
        ['summary', 'text', false],
      ])
      expect(bySlug.itemCount).toBe(5)
      expect(await client.contentTypes.get(productType.id)).toEqual(bySlug)
    })

    it('throws FolioNotFoundError for an unknown type', async () => {
      const error = await thrown(client.contentTypes.get('no-such-type'))
      expect(error).toBeInstanceOf(FolioNotFoundError)
      expect(error).toMatchObject({ status: 404, code: 'not_found' })
      expect(error.message).toBe('Content type not found')
    })
  })

  describe('items', () => {
    const products$ = () => client.items<Product>('sdk-products')

    it('creates items with every field present and a slug from the title', () => {
      const boots = products['Leather boots']!
      expect(boots).toMatchObject({
        title: 'Leather boots',
        slug: 'leather-boots',
        status: 'published',
        contentTypeId: productType.id,
        version: 1,
      })
      expect(boots.publishedAt).not.toBeNull()
      expect(products['Wool hat']!.data).toEqual({
        price: 15,
        launch: null,
        featured: null,
        'Hero image': null,
        tags: null,
        author: null,
        summary: null,
      })
    })

    it('gets an item by id and by slug, with the languages it can be read in', async () => {
      const boots = products['Leather boots']!
      expect(boots.locale).toBe('en')
      expect(await products$().get(boots.id)).toEqual({ ...boots, locales: ['en'] })
      expect(await products$().get('leather-boots')).toEqual({ ...boots, locales: ['en'] })
    })

    it('reads a translation with locale, falling back to the default language', async () => {
      const hat = products['Wool hat']!
      expect((await folio.admin('POST', '/languages', { code: 'fr', name: 'French' })).status).toBe(
        201,
      )
      const path = `/content-items/${hat.id}/translations`
      expect((await folio.admin('POST', path, { locale: 'fr' })).status).toBe(201)
      const saved = await folio.admin('PUT', `${path}/fr`, {
        title: 'Bonnet en laine',
        status: 'published',
        data: { price: 15 },
        version: 1,
      })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)

      const french = await products$().get(hat.id, { locale: 'fr' })
      expect(french).toMatchObject({
        title: 'Bonnet en laine',
        locale: 'fr',
        locales: ['en', 'fr'],
      })
      const boots = await products$().get('leather-boots', { locale: 'fr' })
      expect(boots).toMatchObject({ title: 'Leather boots', locale: 'en' })
      const strict = await thrown(
        products$().get('leather-boots', { locale: 'fr', fallback: false }),
      )
      expect(strict).toBeInstanceOf(FolioNotFoundError)

      const frenchOnly = await products$().list({ locale: 'fr', fallback: false })
      expect(titles(frenchOnly.data)).toEqual(['Bonnet en laine'])
      expect(frenchOnly.meta.total).toBe(1)
    })

    it('filters with the query language, sorts and pages', async () => {
      const expensiveFirst = await products$().list({
        filter: { 'data.price': { gte: 25 }, status: 'published' },
        sort: ['-data.price', 'title'],
      })
      expect(titles(expensiveFirst.data)).toEqual([
        'Gold watch',
        'Leather boots',
        'Canvas bag',
        'Silk scarf',
      ])
      expect(expensiveFirst.meta).toMatchObject({ page: 1, pageSize: 10, total: 4, hasMore: false })

      const page2 = await products$().list({
        filter: { status: { eq: 'published' } },
        sort: '-data.price',
        page: 2,
        pageSize: 2,
      })
      expect(titles(page2.data)).toEqual(['Canvas bag', 'Silk scarf'])
      expect(page2.meta).toMatchObject({ page: 2, pageSize: 2, total: 4, hasMore: false })
    })

    it('speaks every operator the server offers', async () => {
      const list = async (query: Pick<ItemQuery<Product>, 'filter'>) =>
        titles((await products$().list({ ...query, sort: 'title' })).data)

      expect(await list({ filter: { 'data.price': { gt: 25, lt: 900 } } })).toEqual([
        'Canvas bag',
        'Leather boots',
      ])
      expect(await list({ filter: { 'data.price': { lte: 25, ne: 15 } } })).toEqual(['Silk scarf'])
      expect(await list({ filter: { 'data.price': { in: [15, 900] } } })).toEqual([
        'Gold watch',
        'Wool hat',
      ])
      expect(await list({ filter: { status: { nin: ['published'] } } })).toEqual(['Wool hat'])
      expect(await list({ filter: { 'data.tags': { contains: 'sale' } } })).toEqual([
        'Leather boots',
      ])
      expect(await list({ filter: { 'data.Hero image': { exists: true } } })).toEqual([
        'Gold watch',
      ])
      expect(
        await list({ filter: { 'data.launch': { lt: new Date('2025-01-01T00:00:00Z') } } }),
      ).toEqual(['Canvas bag'])
      expect(await list({ filter: { 'data.featured': true } })).toEqual(['Leather boots'])
      expect(
        await list({ filter: { 'data.author': { eq: authors['Ada Lovelace']!.id } } }),
      ).toEqual(['Leather boots', 'Silk scarf'])
      expect(await list({ filter: { title: { contains: 'SCARF' } } })).toEqual(['Silk scarf'])
    })

    it('answers only the chosen fields', async () => {
      const { data } = await products$().list({
        fields: ['title', 'data.price'],
        filter: { slug: 'canvas-bag' },
      })
      expect(data).toEqual([
        { id: products['Canvas bag']!.id, title: 'Canvas bag', data: { price: 40 } },
      ])
    })

    it('expands references into the items they point to', async () => {
      const { data } = await products$().list({
        filter: { 'data.author': { exists: true } },
        expand: ['author'],
        sort: 'title',
      })
      const authorOf = (item: ContentItem<Product>) => item.data.author as ContentItem<Author>
      expect(data.map((item) => [item.title, authorOf(item).title])).toEqual([
        ['Canvas bag', 'Grace Hopper'],
        ['Leather boots', 'Ada Lovelace'],
        ['Silk scarf', 'Ada Lovelace'],
      ])
      expect(authorOf(data[0]!).data).toEqual({ name: 'Grace Hopper', bio: '<p>Grace Hopper</p>' })
    })

    it('searches titles and text fields with q, spaces and all', async () => {
      expect(titles((await products$().list({ q: 'stitched' })).data)).toEqual(['Leather boots'])
      expect(titles((await products$().list({ q: 'light as' })).data)).toEqual(['Silk scarf'])
      expect(titles((await products$().list({ q: 'gold' })).data)).toEqual(['Gold watch'])
    })

    it('updates and deletes, by slug or id', async () => {
      const hat = products['Wool hat']!
      const updated = await products$().update('wool-hat', {
        title: 'Wool beanie',
        slug: 'wool-beanie',
        status: 'published',
        data: { price: 18, tags: ['winter'] },
        version: hat.version,
      })
      expect(updated).toMatchObject({ id: hat.id, title: 'Wool beanie', slug: 'wool-beanie' })
      expect(updated.status).toBe('published')
      expect(updated.version).toBe(hat.version + 1)
      expect(updated.data).toMatchObject({ price: 18, tags: ['winter'], summary: null })

      const stale = await thrown(
        products$().update(hat.id, { title: 'Lost edit', data: { price: 1 }, version: 1 }),
      )
      expect(stale).toMatchObject({ status: 409, code: 'stale_version' })

      await expect(products$().delete(hat.id)).resolves.toBeUndefined()
      const gone = await thrown(products$().get(hat.id))
      expect(gone).toBeInstanceOf(FolioNotFoundError)
      expect(gone.message).toBe('Content item not found')
      expect(await thrown(products$().delete('wool-beanie'))).toBeInstanceOf(FolioNotFoundError)
    })
  })

  describe('errors', () => {
    const products$ = () => client.items<Product>('sdk-products')
    const detail = (path: string, message: string): FolioErrorDetail => ({ path, message })

    it('turns refused data into FolioValidationError with the server messages', async () => {
      const wrongType = await thrown(
        products$().create({ title: 'Bad', data: { price: 'cheap' as unknown as number } }),
      )
      expect(wrongType).toBeInstanceOf(FolioValidationError)
      expect(wrongType).toMatchObject({ status: 400, code: 'validation_failed' })
      expect(wrongType.details).toContainEqual(detail('data.price', 'price must be a number'))

      const missing = await thrown(products$().create({ title: 'No price', data: {} }))
      expect(missing).toBeInstanceOf(FolioValidationError)
      expect(missing.details).toContainEqual(detail('data.price', 'price is required'))

      const noTitle = await thrown(products$().create({ title: ' ', data: { price: 1 } }))
      expect(noTitle.message).toBe('Title is required')
    })

    it('turns refused queries into FolioValidationError naming the culprit', async () => {
      const unknown = await thrown(
        products$().list({ filter: { ['data.colour' as 'title']: 'red' } }),
      )
      expect(unknown).toBeInstanceOf(FolioValidationError)
      expect(unknown.message).toBe('Unknown field in filter: data.colour')

      const tooBig = await thrown(products$().list({ pageSize: 101 }))
      expect(tooBig).toBeInstanceOf(FolioValidationError)
      expect(tooBig.message).toBe('pageSize must be at most 100')

      const notANumber = await thrown(products$().list({ filter: { 'data.price': { gt: 'abc' } } }))
      expect(notANumber.message).toBe('filter[data.price][gt] must be a number, got "abc"')
    })

    it('throws FolioAuthError without a key or with a wrong one', async () => {
      const anonymous = createClient({ url: folio.url })
      const noKey = await thrown(anonymous.contentTypes.list())
      expect(noKey).toBeInstanceOf(FolioAuthError)
      expect(noKey).toMatchObject({ status: 401, code: 'unauthorized' })

      const wrongKey = createClient({ url: folio.url, apiKey: 'folio_notarealkey0123456789' })
      const refused = await thrown(wrongKey.items('sdk-products').list())
      expect(refused).toBeInstanceOf(FolioAuthError)
      expect(refused.status).toBe(401)
    })

    it('throws a FolioError with status 0 when the server cannot be reached', async () => {
      const url = await closedPortUrl()
      const nowhere = createClient({ url, apiKey: folio.apiKey })
      const error = await thrown(nowhere.contentTypes.list())
      expect(error).toMatchObject({ status: 0, code: 'network_error' })
      expect(error.message).toBe(`Could not reach ${url}/api/v1: fetch failed (ECONNREFUSED)`)
    })
  })
})
