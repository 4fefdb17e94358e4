import {
  apiKeyMessages,
  MCP_PATH,
  mcpMessages,
  type AuditEntry,
  type ContentItem,
} from '@folio/schema'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { createType, type ContentApi, startContentApi } from '../../test/content-fixtures.js'

/** Requests per key per minute on this server: room for each test's own key, and a limit to hit. */
const LIMIT = 40

const TOOLS = [
  'list_content_types',
  'get_content_type',
  'list_items',
  'search_items',
  'get_item',
  'create_item',
  'update_item',
  'publish_item',
  'unpublish_item',
  'list_media',
  'get_typescript_types',
  'describe_api',
]

let api: ContentApi
let type: { id: string; slug: string }
const clients: Client[] = []

beforeAll(async () => {
  api = await startContentApi({ API_RATE_LIMIT_PER_MINUTE: String(LIMIT) })
  type = await createType(api, 'Recipe', [
    { name: 'summary', type: 'text', required: true },
    { name: 'minutes', type: 'number' },
  ])
})

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await api?.close()
})

function transportFor(secret: string | null) {
  return new StreamableHTTPClientTransport(new URL(`${api.server.url}${MCP_PATH}`), {
    requestInit: { headers: secret ? { Authorization: `Bearer ${secret}` } : {} },
  })
}

async function connect(secret: string | null): Promise<Client> {
  const client = new Client({ name: 'folio-mcp-test', version: '1.2.3' })
  await client.connect(transportFor(secret))
  clients.push(client)
  return client
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult
}

function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')
}

function dataOf<T>(result: CallToolResult): T {
  expect(result.isError, textOf(result)).toBeFalsy()
  return (result.structuredContent as { data: T }).data
}

function itemOf(result: CallToolResult): ContentItem {
  return dataOf<ContentItem>(result)
}

async function itemCount(): Promise<number> {
  const res = await api.call<{ meta: { total: number } }>(
    'admin',
    'GET',
    `/content/${type.slug}/items`,
  )
  return res.body.meta.total
}

/** A raw JSON-RPC POST, to see the HTTP answer a client would only see as a failed connect. */
function rawPost(
  secret: string | null,
  body: unknown = { jsonrpc: '2.0', id: 1, method: 'tools/list' },
) {
  return api.server.request(MCP_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(secret ? { authorization: `Bearer ${secret}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

describe('MCP server', () => {
  it('lists its tools and reads a content type schema as a tool and a resource', async () => {
    const client = await connect((await createApiKey(api, 'read_write')).secret)
    expect(client.getServerVersion()?.name).toBe('folio')

    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort())

    const listed = await call(client, 'list_content_types')
    expect(textOf(listed)).toContain(type.slug)

    const schema = await call(client, 'get_content_type', { type: type.slug })
    const fields = (schema.structuredContent as { data: { fields: { name: string }[] } }).data
      .fields
    expect(fields.map((field) => field.name)).toEqual(['summary', 'minutes'])

    const uri = `folio://content-types/${type.slug}`
    const { resources } = await client.listResources()
    expect(resources.map((resource) => resource.uri)).toContain(uri)
    const { contents } = await client.readResource({ uri })
    const resource = JSON.parse((contents[0] as { text: string }).text) as { id: string }
    expect(resource.id).toBe(type.id)

    const types = textOf(await call(client, 'get_typescript_types'))
    expect(types).toContain('export interface Recipe {')
    expect(types).toContain('summary: string')

    const described = (await call(client, 'describe_api')).structuredContent as {
      baseUrl: string
      fetchExample: string
    }
    expect(described.baseUrl).toBe(`${api.server.config.auth.apiExternalUrl}/api/v1`)
    expect(described.fetchExample).toContain(`/content/`)

    expect((await call(client, 'list_media')).isError).toBeFalsy()
  })

  it('creates, updates and publishes with a read-write key, seen by the delivery API and the audit log', async () => {
    const readKey = (await createApiKey(api, 'read')).secret
    const client = await connect((await createApiKey(api, 'read_write')).secret)

    const created = itemOf(
      await call(client, 'create_item', {
        type: type.slug,
        title: 'Lemon tart',
        data: { summary: 'Sharp and sweet', minutes: 50 },
      }),
    )
    expect(created.status).toBe('draft')
    expect(
      (await callWithKey(api.server, readKey, `/content/${type.slug}/items/${created.id}`)).status,
    ).toBe(404)

    // Only what is given changes; the other data fields keep their values.
    const updated = itemOf(
      await call(client, 'update_item', {
        type: type.slug,
        idOrSlug: created.slug,
        data: { minutes: 45 },
      }),
    )
    expect(updated.data).toMatchObject({ summary: 'Sharp and sweet', minutes: 45 })
    expect(updated.version).toBe(2)

    const published = itemOf(
      await call(client, 'publish_item', { type: type.slug, idOrSlug: created.id }),
    )
    expect(published.status).toBe('published')

    const delivered = await callWithKey(
      api.server,
      readKey,
      `/content/${type.slug}/items/${created.id}`,
    )
    expect(delivered.status).toBe(200)
    expect((delivered.body as { data: ContentItem }).data.title).toBe('Lemon tart')

    const listed = await call(client, 'list_items', {
      type: type.slug,
      filter: { 'data.minutes': { lte: 45 } },
      sort: '-publishedAt',
      pageSize: 5,
    })
    expect(dataOf<ContentItem[]>(listed).map((i) => i.id)).toEqual([created.id])
    const found = await call(client, 'search_items', { q: 'Lemon' })
    expect(textOf(found)).toContain(created.id)

    const audit = await api.call<{ data: AuditEntry[] }>('admin', 'GET', '/audit-log?area=mcp')
    const mine = audit.body.data.filter((entry) => entry.target === created.id)
    expect(mine.map((entry) => entry.summary.split(':')[0]).sort()).toEqual([
      'create_item',
      'publish_item',
      'update_item',
    ])
    expect(JSON.stringify(mine)).not.toContain('folio_')

    const unpublished = itemOf(
      await call(client, 'unpublish_item', { type: type.slug, idOrSlug: created.id }),
    )
    expect(unpublished.status).toBe('draft')

    const connections = await api.call<{
      data: { mcpClients: { name: string; version: string }[] }[]
    }>('admin', 'GET', '/connections')
    const clientsSeen = connections.body.data.flatMap((connection) => connection.mcpClients)
    expect(clientsSeen).toContainEqual(
      expect.objectContaining({ name: 'folio-mcp-test', version: '1.2.3' }),
    )
  })

  it('lets a read-only key read published items but not write', async () => {
    const writer = await connect((await createApiKey(api, 'read_write')).secret)
    const draft = itemOf(
      await call(writer, 'create_item', {
        type: type.slug,
        title: 'Secret stew',
        data: { summary: 'Not yet' },
      }),
    )
    const live = itemOf(
      await call(writer, 'create_item', {
        type: type.slug,
        title: 'Plain bread',
        status: 'published',
        data: { summary: 'Flour and water' },
      }),
    )

    const reader = await connect((await createApiKey(api, 'read')).secret)
    // A read-only key is offered the read tools only.
    const offered = (await reader.listTools()).tools.map((tool) => tool.name)
    expect(offered).toContain('list_items')
    expect(offered).not.toContain('create_item')
    expect(offered).not.toContain('publish_item')
    const listed = await call(reader, 'list_items', { type: type.slug, pageSize: 100 })
    const ids = (listed.structuredContent as { data: ContentItem[] }).data.map((item) => item.id)
    expect(ids).toContain(live.id)
    expect(ids).not.toContain(draft.id)
    // One item at a time by cursor: the same published items, each once.
    const walked: string[] = []
    let after: string | null = null
    let pages = 0
    do {
      pages += 1
      const cursor = after === null ? {} : { after }
      const page = await call(reader, 'list_items', { type: type.slug, pageSize: 1, ...cursor })
      const body = page.structuredContent as {
        data: ContentItem[]
        meta: { nextCursor: string | null }
      }
      walked.push(...body.data.map((item) => item.id))
      after = body.meta.nextCursor
    } while (after !== null)
    expect(walked).toEqual(ids)
    expect(pages).toBe(ids.length)
    expect(
      itemOf(await call(reader, 'get_item', { type: type.slug, idOrSlug: live.slug })).id,
    ).toBe(live.id)
    const hidden = await call(reader, 'get_item', { type: type.slug, idOrSlug: draft.id })
    expect(hidden.isError).toBe(true)
    expect(textOf(hidden)).toMatch(/not found/i)
    expect(textOf(await call(reader, 'search_items', { q: 'stew' }))).not.toContain(draft.id)

    const before = await itemCount()
    const refused = await call(reader, 'create_item', {
      type: type.slug,
      title: 'Sneaky',
      data: { summary: 'x' },
    })
    expect(refused.isError).toBe(true)
    expect(textOf(refused)).toBe(mcpMessages.readOnlyKey('create_item'))
    const unpublish = await call(reader, 'unpublish_item', { type: type.slug, idOrSlug: live.id })
    expect(textOf(unpublish)).toBe(mcpMessages.readOnlyKey('unpublish_item'))
    expect(await itemCount()).toBe(before)
  })

  it('answers invalid arguments and unknown items with tool errors naming the problem', async () => {
    const { secret } = await createApiKey(api, 'read_write')
    const client = await connect(secret)
    const before = await itemCount()

    const noTitle = await call(client, 'create_item', { type: type.slug, data: { summary: 'x' } })
    expect(noTitle.isError).toBe(true)
    expect(textOf(noTitle)).toContain('title')

    const missingField = await call(client, 'create_item', { type: type.slug, title: 'No summary' })
    expect(missingField.isError).toBe(true)
    expect(textOf(missingField)).toContain('summary')

    const badOperator = await call(client, 'list_items', {
      type: type.slug,
      filter: { 'data.minutes': { around: 3 } },
    })
    expect(badOperator.isError).toBe(true)
    expect(textOf(badOperator)).toContain('Invalid argument filter')

    const tooMany = await call(client, 'list_items', { type: type.slug, pageSize: 1000 })
    expect(tooMany.isError).toBe(true)
    expect(textOf(tooMany)).toContain('pageSize')

    const garbled = await api.server.request(MCP_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: '{not json',
    })
    expect(garbled.status).toBe(400)
    expect(garbled.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } })

    const unknown = await call(client, 'get_item', { type: type.slug, idOrSlug: 'no-such-item' })
    expect(unknown.isError).toBe(true)
    expect(textOf(unknown)).toMatch(/not found/i)
    expect(await itemCount()).toBe(before)
  })

  it('refuses a missing, revoked or user token with 401 before any tool runs', async () => {
    const before = await itemCount()
    const createCall = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {
        name: 'create_item',
        arguments: { type: type.slug, title: 'Nope', data: { summary: 'x' } },
      },
    }

    const missing = await rawPost(null, createCall)
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toBe('Bearer')
    expect(missing.body).toMatchObject({ jsonrpc: '2.0', id: null })
    expect((missing.body as { error: { message: string } }).error.message).toBe(
      apiKeyMessages.missing,
    )
    await expect(connect(null)).rejects.toThrow()

    const key = await createApiKey(api, 'read_write')
    expect((await api.call('admin', 'DELETE', `/api-keys/${key.id}`)).status).toBe(204)
    expect((await rawPost(key.secret, createCall)).status).toBe(401)
    await expect(connect(key.secret)).rejects.toThrow()

    expect((await rawPost('not-a-key')).status).toBe(401)
    // User tokens (JWTs) are not keys: an assistant connects with a key an admin can revoke.
    const jwt = await rawPost('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln')
    expect(jwt.status).toBe(401)
    expect(await itemCount()).toBe(before)
  })

  it('shares the per-key rate limit with the delivery API and answers 429 over it', async () => {
    const { secret } = await createApiKey(api, 'read')
    // GETs are refused (405) but still counted: every request to /mcp is.
    for (let i = 0; i < LIMIT - 1; i++) {
      const res = await api.server.request(MCP_PATH, {
        headers: { authorization: `Bearer ${secret}` },
      })
      expect(res.status).toBe(405)
    }
    expect((await callWithKey(api.server, secret, '/content-types')).status).toBe(200)
    const limited = await rawPost(secret)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.body).toMatchObject({
      jsonrpc: '2.0',
      error: { data: { code: 'rate_limited' } },
    })
    expect((await callWithKey(api.server, secret, '/content-types')).status).toBe(429)
  })

  it('answers 403 while API access is switched off', async () => {
    const { secret } = await createApiKey(api, 'read')
    const off = await api.call('admin', 'PUT', '/settings/api', {
      enabled: false,
      allowedOrigins: [],
    })
    expect(off.status).toBe(200)
    try {
      expect((await rawPost(secret)).status).toBe(403)
    } finally {
      await api.call('admin', 'PUT', '/settings/api', { enabled: true, allowedOrigins: [] })
    }
  })
})
