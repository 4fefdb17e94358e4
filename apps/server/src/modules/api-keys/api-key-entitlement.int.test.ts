import {
  entitlementMessage,
  MCP_PATH,
  type ApiKeyWithSecret,
  type ContentItem,
} from '@folio/schema'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
} from '../../test/content-fixtures.js'
import { SELLS_PLANS_ENV, setPlan } from '../../test/plan-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

const LOCKED = entitlementMessage('read_write_api_keys')

describe(`read-write API keys are Premium, on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: { id: string; slug: string }
  let readKey: ApiKeyWithSecret
  let writeKey: ApiKeyWithSecret
  let item: ContentItem
  const clients: Client[] = []

  beforeAll(async () => {
    api = await startContentApi(SELLS_PLANS_ENV)
    type = await createType(api, 'Note', [{ name: 'body', type: 'text' }])
    const created = await api.call<{ data: ContentItem }>(
      'editor',
      'POST',
      `/content/${type.slug}/items`,
      { title: 'First', status: 'published', data: { body: 'Hello' } },
    )
    item = created.body.data
    // A key made while on Premium, kept after the downgrade.
    await setPlan(api.server.app.database.db, 'premium')
    writeKey = await createApiKey(api, 'read_write')
    await setPlan(api.server.app.database.db, 'free')
    readKey = await createApiKey(api, 'read')
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await api?.close()
  })

  const createWith = (secret: string, title: string) =>
    callWithKey(api.server, secret, `/content/${type.slug}/items`, {
      method: 'POST',
      body: { title, status: 'draft', data: { body: 'x' } },
    })

  async function mcpClient(secret: string): Promise<Client> {
    const client = new Client({ name: 'entitlement-test', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${api.server.url}${MCP_PATH}`), {
        requestInit: { headers: { Authorization: `Bearer ${secret}` } },
      }),
    )
    clients.push(client)
    return client
  }
  const textOf = (result: CallToolResult) =>
    result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')

  it('refuses to create a read-write key on Free, and still creates read keys', async () => {
    const res = await api.call<ErrorBody>('admin', 'POST', '/api-keys', {
      name: 'Writer app',
      scope: 'read_write',
    })
    expect(res.status).toBe(402)
    expect(res.body.error).toEqual({ code: 'payment_required', message: LOCKED })
    const keys = await api.call<{ data: { name: string }[] }>('admin', 'GET', '/api-keys')
    expect(keys.body.data.map((key) => key.name)).not.toContain('Writer app')
    expect(readKey.scope).toBe('read')
  })

  it('keeps a read-write key reading after a downgrade, and answers its writes 402', async () => {
    const read = await callWithKey(api.server, writeKey.secret, `/content/${type.slug}/items`)
    expect(read.status).toBe(200)
    const one = await callWithKey(
      api.server,
      writeKey.secret,
      `/content/${type.slug}/items/${item.id}`,
    )
    expect(one.status).toBe(200)

    const created = await createWith(writeKey.secret, 'Not on Free')
    expect(created.status).toBe(402)
    expect((created.body as ErrorBody).error).toEqual({ code: 'payment_required', message: LOCKED })
    const updated = await callWithKey(
      api.server,
      writeKey.secret,
      `/content/${type.slug}/items/${item.id}`,
      { method: 'PUT', body: { title: 'Changed', status: 'published', data: { body: 'x' } } },
    )
    expect(updated.status).toBe(402)
    const deleted = await callWithKey(
      api.server,
      writeKey.secret,
      `/content/${type.slug}/items/${item.id}`,
      { method: 'DELETE' },
    )
    expect(deleted.status).toBe(402)
    const after = await api.call<{ data: ContentItem }>(
      'admin',
      'GET',
      `/content/${type.slug}/items/${item.id}`,
    )
    expect(after.body.data.title).toBe('First')

    // A read key is refused for its scope, as before: the plan is not what stops it.
    const byReadKey = await createWith(readKey.secret, 'Read key')
    expect(byReadKey.status).toBe(403)
    // People signed in write as always.
    expect(
      (
        await api.call('editor', 'POST', `/content/${type.slug}/items`, {
          title: 'By a person',
          status: 'draft',
          data: { body: 'x' },
        })
      ).status,
    ).toBe(201)
  })

  it('answers the MCP write tools with the same message, and keeps the read tools', async () => {
    const client = await mcpClient(writeKey.secret)
    const listed = (await client.callTool({
      name: 'list_items',
      arguments: { type: type.slug },
    })) as CallToolResult
    expect(listed.isError).toBeFalsy()
    const created = (await client.callTool({
      name: 'create_item',
      arguments: { type: type.slug, title: 'Via MCP', data: { body: 'x' } },
    })) as CallToolResult
    expect(created.isError).toBe(true)
    expect(textOf(created)).toBe(LOCKED)
    const published = (await client.callTool({
      name: 'unpublish_item',
      arguments: { type: type.slug, idOrSlug: item.id },
    })) as CallToolResult
    expect(textOf(published)).toBe(LOCKED)
  })

  it('writes again on Premium, through both doors', async () => {
    await setPlan(api.server.app.database.db, 'premium')
    expect((await createWith(writeKey.secret, 'On Premium')).status).toBe(201)
    const client = await mcpClient(writeKey.secret)
    const created = (await client.callTool({
      name: 'create_item',
      arguments: { type: type.slug, title: 'Via MCP on Premium', data: { body: 'x' } },
    })) as CallToolResult
    expect(created.isError, textOf(created)).toBeFalsy()
    const res = await api.call('admin', 'POST', '/api-keys', { name: 'Now', scope: 'read_write' })
    expect(res.status).toBe(201)
    await setPlan(api.server.app.database.db, 'free')
  })
})

describe(`read-write API keys on a self-hosted installation, on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi()
  })
  afterAll(async () => {
    await api?.close()
  })

  it('are made and write without a plan', async () => {
    const type = await createType(api, 'Memo', [{ name: 'body', type: 'text' }])
    const key = await createApiKey(api, 'read_write')
    const res = await callWithKey(api.server, key.secret, `/content/${type.slug}/items`, {
      method: 'POST',
      body: { title: 'Self-hosted', status: 'draft', data: { body: 'x' } },
    })
    expect(res.status).toBe(201)
  })
})
