import { createHash } from 'node:crypto'

import type { ApiKeyWithSecret, ContentItem } from '@folio/schema'
import { getIntrospectionQuery } from 'graphql'
import { ClientError, gql } from 'graphql-request'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import {
  createItem,
  insertComponent,
  insertMedia,
  type Type,
} from '../../test/structured-delivery-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { graphqlClient, namesOf } from '../../test/graphql-test-kit.js'

interface Errors {
  errors: { message: string; extensions?: { code?: string; details?: unknown } }[]
}

/** The GraphQL error codes of a request graphql-request refused. */
async function refusal(request: Promise<unknown>): Promise<(string | undefined)[]> {
  const error = await request.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ClientError)
  return (error as ClientError).response.errors!.map(
    (e) => (e.extensions as { code?: string } | undefined)?.code,
  )
}

describe(`GraphQL API on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let readKey: ApiKeyWithSecret
  let writeKey: ApiKeyWithSecret
  let people: Type
  let posts: Type
  const items: Record<string, ContentItem> = {}

  beforeAll(async () => {
    api = await startContentApi()
    readKey = await createApiKey(api, 'read')
    writeKey = await createApiKey(api, 'read_write')
    people = await createType(api, 'Person', [{ name: 'Full name', type: 'text' }])
    const quote = await insertComponent(api, 'quote', [{ name: 'text', type: 'text' }])
    posts = await createType(api, 'Post', [
      { name: 'body', type: 'rich-text' },
      { name: 'price', type: 'number' },
      { name: 'launch', type: 'date' },
      { name: 'featured', type: 'boolean' },
      { name: 'tags', type: 'array' },
      {
        name: 'category',
        type: 'select',
        options: [
          { value: 'news', label: 'News' },
          { value: 'guide', label: 'Guide' },
        ],
      },
      { name: 'config', type: 'json' },
      { name: 'cover', type: 'media' },
      { name: 'author', type: 'reference', referenceTypeId: people.id },
      { name: 'related', type: 'relation', relationTypeIds: [people.id] },
      { name: 'quote', type: 'component', componentId: quote.id },
      { name: 'sections', type: 'blocks', componentIds: [quote.id] },
    ])
    const cover = await insertMedia(api, 'cover.png')
    items.ann = await createItem(api, people, 'Ann', { 'Full name': 'Ann Lee' })
    items.draftBob = await createItem(api, people, 'Bob', { 'Full name': 'Bob Ray' }, 'draft')
    items.a = await createItem(api, posts, 'Alpha', {
      body: '<p>Hello</p>',
      price: 150,
      launch: '2026-05-01',
      featured: true,
      tags: ['x', 'y'],
      category: 'news',
      config: { theme: 'dark' },
      cover: cover.id,
      author: items.draftBob.id,
      related: [items.ann.id, items.draftBob.id],
      quote: { text: 'Hi' },
      sections: [{ _type: quote.slug, text: 'Block' }],
    })
    items.b = await createItem(api, posts, 'Beta', { price: 50, author: items.ann.id })
    items.c = await createItem(api, posts, 'Gamma', { price: 250 }, 'draft')
  })

  afterAll(async () => {
    await api?.close()
  })

  it('reads every field type of a page, with references and relations as items', async () => {
    const { list } = namesOf(posts)
    const person = namesOf(people).type
    const client = graphqlClient(api, writeKey.secret)
    const result = await client.request<Record<string, { items: unknown[] }>>(gql`
      {
        ${list}(sort: ["title"], filter: { title: { eq: "Alpha" } }) {
          items {
            id title status version createdAt
            data {
              body price launch featured tags category config
              cover { id url mimeType }
              author { title data { fullName } }
              related { title }
              quote { text }
              sections { __typename }
            }
          }
        }
      }
    `)
    const [alpha] = result[list]!.items as {
      data: Record<string, unknown> & { cover: { id: string; mimeType: string } }
    }[]
    expect(alpha!.data).toMatchObject({
      body: '<p>Hello</p>',
      price: 150,
      launch: '2026-05-01',
      featured: true,
      tags: ['x', 'y'],
      category: 'news',
      config: { theme: 'dark' },
      author: { title: 'Bob', data: { fullName: 'Bob Ray' } },
      related: [{ title: 'Ann' }, { title: 'Bob' }],
      quote: { text: 'Hi' },
    })
    expect(alpha!.data.cover.mimeType).toBe('image/png')
    // A block answers as its component's type.
    const sections = alpha!.data.sections as { __typename: string }[]
    expect(sections.map((section) => section.__typename)).toEqual([
      expect.stringMatching(/^Quote.*Component$/) as string,
    ])
    expect(person).toMatch(/^Person/)
  })

  it('filters, sorts and pages by offset and by cursor like the REST list', async () => {
    const { list } = namesOf(posts)
    const client = graphqlClient(api, writeKey.secret)
    type Page = Record<
      string,
      { items: { title: string }[]; meta: { total: number | null; nextCursor: string | null } }
    >
    const titles = async (args: string) => {
      const page = await client.request<Page>(
        `{ ${list}(${args}) { items { title } meta { total nextCursor } } }`,
      )
      return page[list]!
    }
    expect(
      (await titles('filter: { data: { price: { gte: 100 } } }, sort: ["data.price"]')).items,
    ).toEqual([{ title: 'Alpha' }, { title: 'Gamma' }])
    expect((await titles('sort: ["-data.price"], pageSize: 1, page: 2')).items).toEqual([
      { title: 'Alpha' },
    ])
    const first = await titles('sort: ["title"], pageSize: 2')
    expect(first.items.map((i) => i.title)).toEqual(['Alpha', 'Beta'])
    expect(first.meta.total).toBe(3)
    const next = await titles(`sort: ["title"], pageSize: 2, after: "${first.meta.nextCursor}"`)
    expect(next.items.map((i) => i.title)).toEqual(['Gamma'])
    expect((await titles('q: "gam"')).items).toEqual([{ title: 'Gamma' }])
    expect((await titles('status: draft')).items).toEqual([{ title: 'Gamma' }])
    // The same parser as REST: its messages and codes.
    expect(await refusal(titles('sort: ["data.body"]'))).toEqual(['validation_failed'])
    expect(await refusal(titles('locale: "xx"'))).toEqual(['validation_failed'])
  })

  it('reads items in a language, falling back to the default one', async () => {
    const { list, query } = namesOf(posts)
    expect(
      (await api.call('admin', 'POST', '/languages', { code: 'de', name: 'German' })).status,
    ).toBe(201)
    const translations = `/content-items/${items.b!.id}/translations`
    expect((await api.call('editor', 'POST', translations, { locale: 'de' })).status).toBe(201)
    const saved = await api.call('editor', 'PUT', `${translations}/de`, {
      title: 'Beta (de)',
      status: 'published',
      data: { price: 50, author: items.ann!.id },
      version: 1,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const client = graphqlClient(api, readKey.secret)
    type Page = Record<string, { items: { title: string; locale: string }[] }>
    const german = await client.request<Page>(
      `{ ${list}(locale: "de", sort: ["title"]) { items { title locale } } }`,
    )
    expect(german[list]!.items).toEqual([
      { title: 'Alpha', locale: 'en' },
      { title: 'Beta (de)', locale: 'de' },
    ])
    const onlyGerman = await client.request<Page>(
      `{ ${list}(locale: "de", fallback: false) { items { title } } }`,
    )
    expect(onlyGerman[list]!.items).toEqual([{ title: 'Beta (de)' }])
    const one = await client.request<Record<string, { title: string }>>(
      `{ ${query}(slug: "${items.b!.slug}", locale: "de") { title } }`,
    )
    expect(one[query]).toEqual({ title: 'Beta (de)' })
    // Linked items are read in the query's language too.
    const person = await api.call(
      'editor',
      'POST',
      `/content-items/${items.ann!.id}/translations`,
      {
        locale: 'de',
      },
    )
    expect(person.status).toBe(201)
    await api.call('editor', 'PUT', `/content-items/${items.ann!.id}/translations/de`, {
      title: 'Anna',
      status: 'published',
      data: { 'Full name': 'Anna Lee' },
      version: 1,
    })
    const linked = await client.request<Record<string, { data: { author: { title: string } } }>>(
      `{ ${query}(id: "${items.b!.id}", locale: "de") { data { author { title } } } }`,
    )
    expect(linked[query]!.data.author).toEqual({ title: 'Anna' })
  })

  it('shows a read-only key published items only, drafts missing through links too', async () => {
    const { list, query } = namesOf(posts)
    const client = graphqlClient(api, readKey.secret)
    const page = await client.request<Record<string, { items: Record<string, unknown>[] }>>(
      `{ ${list}(sort: ["title"]) { items { title data { author { title } related { title } } } } }`,
    )
    expect(page[list]!.items).toEqual([
      { title: 'Alpha', data: { author: null, related: [{ title: 'Ann' }] } },
      { title: 'Beta', data: { author: { title: 'Ann' }, related: [] } },
    ])
    const draft = await client.request<Record<string, unknown>>(
      `{ ${query}(id: "${items.c!.id}") { title } }`,
    )
    expect(draft[query]).toBeNull()
  })

  it('runs mutations with the rights of each role and key, and refuses a stale version', async () => {
    const { type } = namesOf(posts)
    const create = `mutation { create${type}(input: { title: "Delta", status: draft, data: { price: 10 } }) { id version status } }`
    // Read-only keys and viewers may not write; an editor and a read-write key may.
    expect(await refusal(graphqlClient(api, readKey.secret).request(create))).toEqual(['forbidden'])
    const asViewer = await api.call<Errors>('viewer', 'POST', '/graphql', { query: create })
    expect(asViewer.body.errors[0]!.extensions!.code).toBe('forbidden')
    const asEditor = await api.call<{ data: Record<string, { id: string }> }>(
      'editor',
      'POST',
      '/graphql',
      {
        query: create,
      },
    )
    expect(asEditor.status).toBe(200)
    const writer = graphqlClient(api, writeKey.secret)
    const created = await writer.request<Record<string, { id: string; version: number }>>(create)
    const { id, version } = created[`create${type}`]!
    const updated = await writer.request<
      Record<string, { title: string; version: number; data: { price: number } }>
    >(
      `mutation { update${type}(id: "${id}", version: ${version}, input: { title: "Delta 2" }) { title version data { price } } }`,
    )
    // Only what was given changes: the price stays.
    expect(updated[`update${type}`]).toEqual({
      title: 'Delta 2',
      version: version + 1,
      data: { price: 10 },
    })
    const stale = writer.request(
      `mutation { publish${type}(id: "${id}", version: ${version}) { status } }`,
    )
    expect(await refusal(stale)).toEqual(['stale_version'])
    const published = await writer.request<Record<string, { status: string }>>(
      `mutation { publish${type}(id: "${id}") { status } }`,
    )
    expect(published[`publish${type}`]!.status).toBe('published')
    const rest = await callWithKey(api.server, readKey.secret, `/content/${posts.slug}/items/${id}`)
    expect(rest.status).toBe(200)
    await writer.request(`mutation { delete${type}(id: "${id}") }`)
    const gone = await callWithKey(
      api.server,
      writeKey.secret,
      `/content/${posts.slug}/items/${id}`,
    )
    expect(gone.status).toBe(404)
  })

  it('refuses queries too deep or too costly before running them', async () => {
    const { list } = namesOf(posts)
    // Items that link to items of any type, nested past the limit.
    const nodes = await createType(api, 'Node', [{ name: 'next', type: 'relation' }])
    const node = namesOf(nodes)
    let nested = 'title'
    for (let i = 0; i < 6; i++) nested = `title data { next { ... on ${node.type} { ${nested} } } }`
    const tooDeep = await api.call<Errors>('admin', 'POST', '/graphql', {
      query: `{ ${node.list} { items { ${nested} } } }`,
    })
    expect(tooDeep.status).toBe(400)
    expect(tooDeep.body.errors[0]!.message).toMatch(/levels deep/)
    // The introspection query GraphiQL and code generators send nests deeper, and is let through.
    const introspection = await api.call<{ data: { __schema: unknown } }>(
      'admin',
      'POST',
      '/graphql',
      {
        query: getIntrospectionQuery(),
      },
    )
    expect(introspection.status).toBe(200)
    expect(introspection.body.data.__schema).toBeTruthy()
    // 100 items, each with 25 relations of about 10 items: far past the cost limit.
    const relations = Array.from({ length: 25 }, (_, i) => `r${i}: related { title }`).join(' ')
    const costly = await api.call<Errors>('admin', 'POST', '/graphql', {
      query: `{ ${list}(pageSize: 100) { items { data { ${relations} } } } }`,
    })
    expect(costly.status).toBe(400)
    expect(costly.body.errors[0]!.message).toMatch(/too much at once/)
    const fine = await api.call<Errors>('admin', 'POST', '/graphql', {
      query: `{ ${list}(pageSize: 100) { items { data { related { title } } } } }`,
    })
    expect(fine.status).toBe(200)
    // Messages name the problem, never the server's code.
    expect(JSON.stringify([tooDeep.body, costly.body])).not.toMatch(/\.(js|ts):\d+|node_modules/)
  })

  it('serves GET reads to read-only keys with ETags that change with the data', async () => {
    const { list } = namesOf(posts)
    const path = `/graphql?query=${encodeURIComponent(`{ ${list} { items { title } } }`)}`
    const first = await callWithKey(api.server, readKey.secret, path)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')!
    expect(etag).toBeTruthy()
    const again = await callWithKey(api.server, readKey.secret, path, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    await createItem(api, posts, 'Epsilon', {})
    const changed = await callWithKey(api.server, readKey.secret, path, {
      headers: { 'if-none-match': etag },
    })
    expect(changed.status).toBe(200)
    expect(JSON.stringify(changed.body)).toContain('Epsilon')
    // Mutations are refused over GET.
    const mutation = await callWithKey(
      api.server,
      writeKey.secret,
      `/graphql?query=${encodeURIComponent('mutation { __typename }')}`,
    )
    expect(mutation.status).toBe(405)
  })

  it('answers automatic persisted queries by hash, over GET with an ETag', async () => {
    const { list } = namesOf(posts)
    const query = `{ ${list}(sort: ["title"], pageSize: 1) { items { title } } }`
    const sha256Hash = createHash('sha256').update(query).digest('hex')
    const extensions = encodeURIComponent(
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
    )
    const byHash = `/graphql?extensions=${extensions}`
    const unknown = await callWithKey(api.server, readKey.secret, byHash)
    expect(unknown.status).toBe(200)
    expect(JSON.stringify(unknown.body)).toContain('PERSISTED_QUERY_NOT_FOUND')
    const mismatch = await callWithKey(
      api.server,
      readKey.secret,
      `${byHash}&query=${encodeURIComponent('{ __typename }')}`,
    )
    expect(mismatch.status).toBe(400)
    const sent = await callWithKey(
      api.server,
      readKey.secret,
      `${byHash}&query=${encodeURIComponent(query)}`,
    )
    expect(sent.body).toEqual({ data: { [list]: { items: [{ title: 'Alpha' }] } } })
    const known = await callWithKey(api.server, readKey.secret, byHash)
    expect(known.body).toEqual(sent.body)
    expect(known.headers.get('etag')).toBeTruthy()
  })

  it('answers malformed requests with a 400, never a 500', async () => {
    for (const as of [null, 'viewer'] as const) {
      const syntax = await api.call<Errors>(as, 'POST', '/graphql', { query: '{ oops ' })
      expect(syntax.status).toBe(400)
      const empty = await api.call<Errors>(as, 'POST', '/graphql', {})
      expect(empty.status).toBe(400)
    }
    const variables = await callWithKey(
      api.server,
      readKey.secret,
      '/graphql?query=%7B__typename%7D&variables=nope',
    )
    expect(variables.status).toBe(400)
    const badDate = await graphqlClient(api, writeKey.secret)
      .request(
        `mutation { create${namesOf(posts).type}(input: { title: "X", data: { launch: "soon" } }) { id } }`,
      )
      .then(
        () => 'saved',
        (error: ClientError) => error.response.status,
      )
    expect(badDate).toBe(400)
  })

  it('changes the schema when a content type is created, without a restart', async () => {
    const client = graphqlClient(api, readKey.secret)
    const events = await createType(api, 'Event', [{ name: 'venue', type: 'text' }])
    await createItem(api, events, 'Launch', { venue: 'Hall' })
    const { list } = namesOf(events)
    const page = await client.request<Record<string, { items: unknown[] }>>(
      `{ ${list} { items { title data { venue } } } }`,
    )
    expect(page[list]!.items).toEqual([{ title: 'Launch', data: { venue: 'Hall' } }])
    const sdl = await callWithKey(api.server, readKey.secret, '/graphql/schema.graphql')
    expect(sdl.status).toBe(200)
  })

  it('opens the schema to signed-in callers and keys, not to anonymous ones by default', async () => {
    const sdl = await api.server.request('/api/v1/graphql/schema.graphql')
    expect(sdl.status).toBe(401)
    const introspect = await api.call<Errors>(null, 'POST', '/graphql', {
      query: '{ __schema { queryType { name } } }',
    })
    expect(introspect.status).toBe(401)
    const anonymousRead = await api.call<Errors>(null, 'POST', '/graphql', {
      query: `{ ${namesOf(posts).list} { items { title } } }`,
    })
    expect(anonymousRead.body.errors[0]!.extensions!.code).toBe('unauthorized')
    const signedIn = await api.call<{ data: unknown }>('viewer', 'POST', '/graphql', {
      query: '{ __schema { queryType { name } } }',
    })
    expect(signedIn.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } })
  })
})
