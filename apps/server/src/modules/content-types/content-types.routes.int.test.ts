import { randomUUID } from 'node:crypto'

import { contentTypeMessages, type ContentType, type ContentTypeInput } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { authClient } from '../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  type TestInstallation,
  type TestServer,
  startTestServer,
} from '../../test/test-server.js'
import { insertContentItem } from '../content/content.repository.js'
import { toApiData } from '../content/item-data.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe(`/api/v1/content-types on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  const tokens: Record<'admin' | 'editor' | 'viewer', string> = {
    admin: '',
    editor: '',
    viewer: '',
  }

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { FOLIO_DEMO: 'true' })
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const { data, error } = await authClient(server).signInWithPassword({
        email: `${role}@demo.folio.dev`,
        password: DEMO_PASSWORD,
      })
      expect(error).toBeNull()
      tokens[role] = data.session!.access_token
    }
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  function api(method: string, path: string, body?: unknown, token: string | null = tokens.admin) {
    const headers = new Headers()
    if (token) headers.set('authorization', `Bearer ${token}`)
    if (body !== undefined) headers.set('content-type', 'application/json')
    return server.request(`/api/v1/content-types${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }

  async function create(input: ContentTypeInput): Promise<ContentType> {
    const res = await api('POST', '', input)
    expect(res.status).toBe(201)
    return (res.body as { data: ContentType }).data
  }

  async function list(q: string, token = tokens.admin): Promise<ContentType[]> {
    const res = await api('GET', `?q=${encodeURIComponent(q)}`, undefined, token)
    expect(res.status).toBe(200)
    return (res.body as { data: ContentType[] }).data
  }

  async function get(idOrSlug: string): Promise<ContentType> {
    const res = await api('GET', `/${idOrSlug}`)
    expect(res.status).toBe(200)
    return (res.body as { data: ContentType }).data
  }

  const oneField = [{ name: 'title', type: 'text' as const }]

  it('lists the sample types with their item counts, and finds one by id or slug', async () => {
    const types = await list('')
    const blog = types.find((t) => t.slug === 'blog-post')!
    expect(blog).toMatchObject({ name: 'Blog Post', itemCount: 1 })
    expect(blog.fields.map((f) => f.name)).toEqual(['title', 'content', 'featured_image', 'tags'])
    expect(types.find((t) => t.slug === 'product')).toMatchObject({ itemCount: 1 })

    for (const key of [blog.id, 'blog-post']) {
      const res = await api('GET', `/${key}`)
      expect(res.status).toBe(200)
      expect((res.body as { data: ContentType }).data).toEqual(blog)
    }
    const missing = await api('GET', '/no-such-type')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({
      error: { code: 'not_found', message: contentTypeMessages.notFound },
    })
  })

  it('searches by name or slug, case-insensitively', async () => {
    await create({ name: 'Zebra Notes', slug: 'stripes', fields: oneField })
    expect((await list('ZEBRA')).map((t) => t.slug)).toEqual(['stripes'])
    expect((await list('Stripe')).map((t) => t.name)).toEqual(['Zebra Notes'])
    expect((await list('blog')).map((t) => t.slug)).toEqual(['blog-post'])
    expect(await list('nothing like this')).toEqual([])
    // Wildcards are searched for literally.
    expect(await list('%')).toEqual([])
  })

  it('reports the form messages in the spec order', async () => {
    const cases: [unknown, string][] = [
      [{}, contentTypeMessages.nameRequired],
      [{ name: '   ', slug: '', fields: [] }, contentTypeMessages.nameRequired],
      [{ name: 'Events', slug: '' }, contentTypeMessages.slugRequired],
      [{ name: 'Events', slug: 'events' }, contentTypeMessages.fieldsRequired],
      [{ name: 'Events', slug: 'events', fields: [] }, contentTypeMessages.fieldsRequired],
      [
        {
          name: 'Events',
          fields: [
            { name: 'title', type: 'text' },
            { name: ' ', type: 'date' },
          ],
        },
        contentTypeMessages.fieldNameRequired,
      ],
      [{ name: '!!!', fields: oneField }, contentTypeMessages.slugRequired],
    ]
    for (const [body, message] of cases) {
      const res = await api('POST', '', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toMatchObject({ error: { code: 'validation_failed', message } })
    }
    const derivedEmpty = await api('POST', '', { name: '!!!', fields: oneField })
    expect(derivedEmpty.body).toMatchObject({ error: { details: [{ path: 'slug' }] } })
    expect((await list('events')).length).toBe(0)
  })

  it('derives a missing slug from the name and assigns field ids', async () => {
    const type = await create({
      name: 'My  Blog Post!',
      fields: [
        { name: 'headline', type: 'text', required: true, referenceTypeId: 'blog-post' },
        { id: 'client-chosen', name: 'body', type: 'rich-text' },
      ],
    })
    expect(type).toMatchObject({ name: 'My  Blog Post!', slug: 'my-blog-post', description: '' })
    expect(type.itemCount).toBe(0)
    expect(type.fields[0]!.id).toMatch(UUID)
    // Only reference fields point at a type.
    expect(type.fields[0]).toEqual({
      id: type.fields[0]!.id,
      name: 'headline',
      type: 'text',
      required: true,
      description: '',
    })
    expect(type.fields[1]).toMatchObject({ id: 'client-chosen', name: 'body', required: false })
  })

  it('answers 409 when the slug is taken, on create and on update', async () => {
    const taken = await api('POST', '', {
      name: 'Another blog',
      slug: 'blog-post',
      fields: oneField,
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({
      error: {
        code: 'slug_taken',
        message: contentTypeMessages.slugTaken,
        details: [{ path: 'slug', message: contentTypeMessages.slugTaken }],
      },
    })
    // A name deriving an existing slug clashes just the same.
    expect((await api('POST', '', { name: 'Product', fields: oneField })).status).toBe(409)

    const other = await create({ name: 'Recipe', fields: oneField })
    const clash = await api('PUT', `/${other.id}`, {
      name: 'Recipe',
      slug: 'product',
      fields: oneField,
    })
    expect(clash.status).toBe(409)
    expect(clash.body).toMatchObject({ error: { details: [{ path: 'slug' }] } })
    // Keeping its own slug is no clash.
    const same = await api('PUT', '/recipe', { name: 'Recipes', slug: 'recipe', fields: oneField })
    expect(same.status).toBe(200)
  })

  it('keeps field ids across a rename, so items keep their values', async () => {
    const type = await create({
      name: 'Article',
      description: 'Long reads',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'rich-text' },
      ],
    })
    const [title, body] = type.fields
    const itemId = randomUUID()
    await insertContentItem(server.app.database.db, {
      id: itemId,
      contentTypeId: type.id,
      title: 'First',
      slug: 'first',
      status: 'draft',
      data: { [title!.id]: 'Hello', [body!.id]: '<p>Old body</p>' },
      createdAt: new Date().toISOString(),
      publishedAt: null,
      createdBy: null,
    })

    const res = await api('PUT', '/article', {
      name: 'Article',
      fields: [
        { id: body!.id, name: 'summary', type: 'rich-text', required: true },
        { name: 'subtitle', type: 'text' },
        { id: 'my-own-id', name: 'byline', type: 'text' },
      ],
    })
    expect(res.status).toBe(200)
    const updated = (res.body as { data: ContentType }).data
    expect(updated).toMatchObject({ slug: 'article', description: '', itemCount: 1 })
    expect(updated.fields.map((f) => f.name)).toEqual(['summary', 'subtitle', 'byline'])
    expect(updated.fields[0]).toMatchObject({ id: body!.id, required: true })
    expect(updated.fields[1]!.id).toMatch(UUID)
    expect([title!.id, body!.id]).not.toContain(updated.fields[1]!.id)
    expect(updated.fields[2]!.id).toBe('my-own-id')

    const row = await server.app.database.db
      .selectFrom('content_items')
      .select('data')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow()
    const stored = JSON.parse(row.data) as Record<string, unknown>
    // The dropped field's value stays stored but no longer shows.
    expect(stored[title!.id]).toBe('Hello')
    expect(toApiData(updated.fields, stored)).toEqual({
      summary: '<p>Old body</p>',
      subtitle: null,
      byline: null,
    })
  })

  it('checks the type a reference field points to', async () => {
    const blog = await get('blog-post')
    const missing = await api('POST', '', {
      name: 'Related',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'post', type: 'reference', referenceTypeId: 'no-such-type' },
      ],
    })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      error: {
        code: 'validation_failed',
        message: contentTypeMessages.referenceTypeNotFound,
        details: [{ path: 'fields.1.referenceTypeId' }],
      },
    })

    const type = await create({
      name: 'Category',
      fields: [
        { name: 'post', type: 'reference', referenceTypeId: 'blog-post' },
        { name: 'anything', type: 'reference', referenceTypeId: null },
        { name: 'unset', type: 'reference' },
        { name: 'parent', type: 'reference', referenceTypeId: 'category' },
      ],
    })
    expect(type.fields.map((f) => f.referenceTypeId)).toEqual([blog.id, null, null, type.id])
  })

  it('duplicates a type under "(copy)" names and the next free slug', async () => {
    const blog = await get('blog-post')
    const copies: ContentType[] = []
    for (let i = 0; i < 3; i++) {
      const res = await api('POST', '/blog-post/duplicate')
      expect(res.status).toBe(201)
      copies.push((res.body as { data: ContentType }).data)
    }
    expect(copies.map((c) => c.slug)).toEqual([
      'blog-post-copy',
      'blog-post-copy-2',
      'blog-post-copy-3',
    ])
    const [copy] = copies
    expect(copy).toMatchObject({ name: 'Blog Post (copy)', description: blog.description })
    expect(copy!.itemCount).toBe(0)
    expect(copy!.fields.map(({ id: _, ...rest }) => rest)).toEqual(
      blog.fields.map(({ id: _, ...rest }) => rest),
    )
    const blogIds = blog.fields.map((f) => f.id)
    for (const field of copy!.fields) expect(blogIds).not.toContain(field.id)

    const long = await create({ name: 'L'.repeat(100), slug: 'long', fields: oneField })
    const longCopy = await api('POST', `/${long.id}/duplicate`)
    const name = (longCopy.body as { data: ContentType }).data.name
    expect(name).toHaveLength(100)
    expect(name).toBe(`${'L'.repeat(93)} (copy)`)

    expect((await api('POST', '/no-such-type/duplicate')).status).toBe(404)
  })

  it('deletes a type with its items and their versions', async () => {
    const type = await create({ name: 'Temporary', fields: oneField })
    const db = server.app.database.db
    const itemId = randomUUID()
    const now = new Date().toISOString()
    await insertContentItem(db, {
      id: itemId,
      contentTypeId: type.id,
      title: 'Doomed',
      slug: 'doomed',
      status: 'draft',
      data: { [type.fields[0]!.id]: 'Doomed' },
      createdAt: now,
      publishedAt: null,
      createdBy: null,
    })
    await db
      .insertInto('content_item_versions')
      .values({
        id: randomUUID(),
        item_id: itemId,
        version: 1,
        event: 'created',
        restored_from: null,
        title: 'Doomed',
        slug: 'doomed',
        status: 'draft',
        data: '{}',
        published_at: null,
        scheduled_for: null,
        created_at: now,
        created_by: null,
      })
      .execute()
    expect((await api('GET', '/temporary')).body).toMatchObject({ data: { itemCount: 1 } })

    const res = await api('DELETE', '/temporary')
    expect(res.status).toBe(204)
    expect((await api('GET', `/${type.id}`)).status).toBe(404)
    const items = await db
      .selectFrom('content_items')
      .where('id', '=', itemId)
      .selectAll()
      .execute()
    expect(items).toEqual([])
    const versions = await db
      .selectFrom('content_item_versions')
      .where('item_id', '=', itemId)
      .selectAll()
      .execute()
    expect(versions).toEqual([])

    expect((await api('DELETE', `/${type.id}`)).status).toBe(404)
    expect((await api('PUT', '/temporary', { name: 'Back', fields: oneField })).status).toBe(404)
  })

  it('lets every signed-in user read, and only admins write', async () => {
    const target = await create({ name: 'Guarded', fields: oneField })
    for (const role of ['editor', 'viewer'] as const) {
      const token = tokens[role]
      expect((await list('guarded', token)).map((t) => t.id)).toEqual([target.id])
      expect((await api('GET', '/guarded', undefined, token)).status).toBe(200)
      const writes = [
        await api('POST', '', { name: 'Sneaky', fields: oneField }, token),
        await api('PUT', '/guarded', { name: 'Renamed', fields: oneField }, token),
        await api('DELETE', '/guarded', undefined, token),
        await api('POST', '/guarded/duplicate', undefined, token),
      ]
      for (const res of writes) {
        expect(res.status).toBe(403)
        expect(res.body).toMatchObject({ error: { code: 'forbidden' } })
      }
    }
    const anonymous = [
      await api('GET', '', undefined, null),
      await api('GET', '/guarded', undefined, null),
      await api('POST', '', { name: 'Sneaky', fields: oneField }, null),
      await api('PUT', '/guarded', { name: 'Renamed', fields: oneField }, null),
      await api('DELETE', '/guarded', undefined, null),
      await api('POST', '/guarded/duplicate', undefined, null),
    ]
    for (const res of anonymous) expect(res.status).toBe(401)

    const after = await api('GET', '/guarded')
    expect(after.body).toMatchObject({ data: { name: 'Guarded' } })
    expect(await list('sneaky')).toEqual([])
    expect(await list('guarded-copy')).toEqual([])
  })
})
