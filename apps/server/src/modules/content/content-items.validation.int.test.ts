import { randomUUID } from 'node:crypto'

import { contentItemMessages, RICH_TEXT_MAX } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

describe(`content item validation on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let people: Awaited<ReturnType<typeof createType>>
  let articles: Awaited<ReturnType<typeof createType>>
  let authorId: string

  beforeAll(async () => {
    api = await startContentApi()
    people = await createType(api, 'Person', [{ name: 'name', type: 'text' }])
    articles = await createType(api, 'Article', [
      { name: 'headline', type: 'text', required: true },
      { name: 'body', type: 'rich-text', required: true },
      { name: 'price', type: 'number' },
      { name: 'launch', type: 'date' },
      { name: 'featured', type: 'boolean' },
      { name: 'cover', type: 'image' },
      { name: 'author', type: 'reference', referenceTypeId: people.id },
      { name: 'related', type: 'reference', referenceTypeId: null },
      { name: 'tags', type: 'array' },
    ])
    const person = await create(people.slug, { title: 'Ada Lovelace', data: { name: 'Ada' } })
    expect(person.status).toBe(201)
    authorId = (person.body as ItemBody).data.id
  })
  afterAll(async () => {
    await api.close()
  })

  function create(type: string, body: unknown) {
    return api.call<ItemBody | ErrorBody>('editor', 'POST', `/content/${type}/items`, body)
  }

  function article(data: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
    return {
      title: `Article ${randomUUID().slice(0, 6)}`,
      data: { headline: 'Hello', body: '<p>Text</p>', ...data },
      ...extra,
    }
  }

  async function expectInvalid(body: unknown, message: string, path: string, status = 400) {
    const res = await create(articles.slug, body)
    expect(res.status).toBe(status)
    const error = (res.body as ErrorBody).error
    expect(error.message).toBe(message)
    expect(error.details).toContainEqual({ path, message })
    return error
  }

  it('creates an item with a value for every field type, normalised', async () => {
    const res = await create(articles.slug, {
      title: '  Launch Day  ',
      data: {
        headline: '  Big news ',
        body: '<h2>Heading</h2><p><strong>Bold</strong> and <mark>marked</mark></p>',
        price: 19.5,
        launch: '2030-05-01',
        featured: true,
        cover: 'https://cdn.example.com/cover.png',
        author: authorId,
        related: authorId,
        tags: [' news ', '', 'launch'],
      },
    })
    expect(res.status).toBe(201)
    const item = (res.body as ItemBody).data
    expect(item).toMatchObject({
      contentTypeId: articles.id,
      title: 'Launch Day',
      slug: 'launch-day',
      status: 'draft',
      version: 1,
      publishedAt: null,
      scheduledFor: null,
      createdBy: { name: 'Demo Editor' },
      updatedBy: { name: 'Demo Editor' },
      data: {
        headline: 'Big news',
        body: '<h2>Heading</h2><p><strong>Bold</strong> and <mark>marked</mark></p>',
        price: 19.5,
        launch: '2030-05-01',
        featured: true,
        cover: 'https://cdn.example.com/cover.png',
        author: authorId,
        related: authorId,
        tags: ['news', 'launch'],
      },
    })
    const fetched = await api.call<ItemBody>(
      'viewer',
      'GET',
      `/content/${articles.id}/items/${item.slug}`,
    )
    expect(fetched.status).toBe(200)
    // Delivery also says which languages the item can be read in.
    expect(fetched.body.data).toEqual({ ...item, locales: ['en'] })
  })

  it('requires a title before anything else', async () => {
    await expectInvalid({ data: { price: 'x' } }, 'Title is required', 'title')
    await expectInvalid({ title: '   ', data: {} }, 'Title is required', 'title')
  })

  it('names every required field left empty', async () => {
    const error = await expectInvalid(
      { title: 'Empty', data: { body: '<p></p>' } },
      'headline is required',
      'data.headline',
    )
    expect(error.details).toContainEqual({ path: 'data.body', message: 'body is required' })
  })

  it('refuses values of the wrong type, naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['headline', 42, 'headline must be text'],
      ['price', 'cheap', 'price must be a number'],
      ['launch', '2030-02-30', 'launch must be a date (YYYY-MM-DD or ISO 8601)'],
      ['featured', 'yes', 'featured must be true or false'],
      ['cover', 'javascript:alert(1)', 'cover must be an image URL or media id'],
      ['author', 7, 'author must be the id of a content item'],
      ['tags', 'a, b', 'tags must be a list of text values'],
    ]
    for (const [field, value, message] of cases) {
      await expectInvalid(article({ [field]: value }), message, `data.${field}`)
    }
  })

  it('refuses fields the type does not have', async () => {
    await expectInvalid(article({ colour: 'red' }), 'Unknown field: colour', 'data.colour')
  })

  it('refuses rich text over the size limit', async () => {
    const huge = `<p>${'a'.repeat(RICH_TEXT_MAX)}</p>`
    await expectInvalid(
      article({ body: huge }),
      `body is too long (at most ${RICH_TEXT_MAX} characters)`,
      'data.body',
    )
  })

  it('sanitises rich text on save, and an emptied required field is missing', async () => {
    const res = await create(
      articles.slug,
      article({
        body:
          '<p onclick="steal()" style="color:red">Hi<script>steal()</script></p>' +
          '<iframe src="https://evil.test"></iframe><a href="javascript:steal()">bad</a>' +
          '<a href="mailto:team@example.com">mail</a><img src="x" onerror="steal()">',
      }),
    )
    expect(res.status).toBe(201)
    expect((res.body as ItemBody).data.data.body).toBe(
      '<p>Hi</p>bad<a href="mailto:team@example.com" target="_blank" ' +
        'rel="noopener noreferrer nofollow">mail</a>',
    )
    await expectInvalid(
      article({ body: '<script>alert(1)</script><p><br></p>' }),
      'body is required',
      'data.body',
    )
  })

  it('derives slugs from the title with a numbered suffix, and keeps given slugs unique', async () => {
    const slugs: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await create(articles.slug, { ...article(), title: 'Hello, World!' })
      expect(res.status).toBe(201)
      slugs.push((res.body as ItemBody).data.slug)
    }
    expect(slugs).toEqual(['hello-world', 'hello-world-2', 'hello-world-3'])

    const taken = await expectInvalid(
      article({}, { slug: 'hello-world-2' }),
      contentItemMessages.slugTaken,
      'slug',
      409,
    )
    expect(taken.code).toBe('slug_taken')
    // Another type may use the same slug.
    const elsewhere = await create(people.slug, { title: 'x', slug: 'hello-world', data: {} })
    expect(elsewhere.status).toBe(201)

    await expectInvalid(article({}, { slug: 'Not A Slug' }), contentItemMessages.slugFormat, 'slug')
    await expectInvalid(
      { ...article(), title: '¡¿!!' },
      contentItemMessages.slugUnderivable,
      'slug',
    )
  })

  it('derives slugs in every script and reads items by them', async () => {
    const titles = {
      'Crème brûlée': 'creme-brulee',
      'Straße der Nacht': 'strasse-der-nacht',
      東京タワーの夜景: '東京タワーの夜景',
      'مرحبا بالعالم': 'mrhba-balealm',
    }
    for (const [title, slug] of Object.entries(titles)) {
      const res = await create(articles.slug, { ...article(), title })
      expect(res.status).toBe(201)
      expect((res.body as ItemBody).data.slug).toBe(slug)
      const read = await api.call<ItemBody>(
        'viewer',
        'GET',
        `/content/${articles.slug}/items/${encodeURIComponent(slug)}`,
      )
      expect(read.status).toBe(200)
      expect(read.body.data.title).toBe(title)
    }
    // A given slug in another script is kept; one typed with a separate accent is stored
    // precomposed, so it reads back under the usual spelling.
    const given = await create(articles.slug, article({}, { slug: 'cafe\u0301-2' }))
    expect((given.body as ItemBody).data.slug).toBe('café-2')
  })

  it('gives a slug to exactly one of several saves racing for it', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => create(articles.slug, article({}, { slug: 'photo-finish' }))),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409])
    for (const res of results.filter((r) => r.status === 409)) {
      expect((res.body as ErrorBody).error.message).toBe(contentItemMessages.slugTaken)
    }
  })

  it('needs a future time to schedule, and clears it for any other status', async () => {
    const past = new Date(Date.now() - 60_000).toISOString()
    const message = 'Scheduled time must be in the future'
    await expectInvalid(
      article({}, { status: 'scheduled', scheduledFor: past }),
      message,
      'scheduledFor',
    )
    await expectInvalid(article({}, { status: 'scheduled' }), message, 'scheduledFor')

    const res = await create(
      articles.slug,
      article({}, { status: 'scheduled', scheduledFor: '2099-01-01T12:00:00+02:00' }),
    )
    expect(res.status).toBe(201)
    expect((res.body as ItemBody).data).toMatchObject({
      status: 'scheduled',
      scheduledFor: '2099-01-01T10:00:00.000Z',
      publishedAt: null,
    })

    const draft = await create(
      articles.slug,
      article({}, { status: 'draft', scheduledFor: '2099-01-01T12:00:00Z' }),
    )
    expect((draft.body as ItemBody).data.scheduledFor).toBeNull()
  })

  it('stamps publishedAt when publishing, and keeps it on later edits', async () => {
    const before = new Date().toISOString()
    const res = await create(articles.slug, article({}, { status: 'published' }))
    expect(res.status).toBe(201)
    const item = (res.body as ItemBody).data
    expect(item.publishedAt! >= before).toBe(true)

    const edited = await api.call<ItemBody>(
      'editor',
      'PUT',
      `/content/${articles.slug}/items/${item.id}`,
      { title: item.title, status: 'published', data: { headline: 'Changed', body: '<p>b</p>' } },
    )
    expect(edited.status).toBe(200)
    expect(edited.body.data.publishedAt).toBe(item.publishedAt)
  })

  it('refuses references to missing items or items of the wrong type', async () => {
    const other = (await create(articles.slug, article())).body as ItemBody
    await expectInvalid(
      article({ author: randomUUID() }),
      'author must point to an existing item',
      'data.author',
    )
    await expectInvalid(
      article({ author: other.data.id }),
      'author must point to an existing item',
      'data.author',
    )
    await expectInvalid(
      article({ related: 'no-such-item' }),
      'related must point to an existing item',
      'data.related',
    )
    const any = await create(articles.slug, article({ related: other.data.id, author: authorId }))
    expect(any.status).toBe(201)
  })

  it('answers 404 for items of a type that does not exist', async () => {
    for (const [method, path, body] of [
      ['GET', '/content/no-such-type/items'],
      ['GET', `/content/no-such-type/items/${authorId}`],
      ['POST', '/content/no-such-type/items', article()],
    ] as const) {
      const res = await api.call<ErrorBody>('editor', method, path, body)
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe('Content type not found')
    }
    const missing = await api.call<ErrorBody>(
      'editor',
      'GET',
      `/content/${articles.slug}/items/nothing-here`,
    )
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe(contentItemMessages.notFound)
  })
})
