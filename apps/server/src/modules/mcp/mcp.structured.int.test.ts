import { MCP_PATH, type ContentItem } from '@folio/schema'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApiKey } from '../../test/api-key-fixtures.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import {
  insertComponent,
  setTitleField,
  type ComponentSpec,
  type Type,
} from '../../test/structured-item-fixtures.js'

describe(`MCP tools with structured content on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let client: Client
  let pages: Type
  let cta: ComponentSpec
  let hero: ComponentSpec

  beforeAll(async () => {
    api = await startContentApi()
    cta = await insertComponent(api, 'Cta', [{ name: 'label', type: 'text' }])
    hero = await insertComponent(api, 'Hero', [
      { name: 'heading', type: 'text' },
      { name: 'cta', type: 'component', componentId: cta.id },
    ])
    pages = await createType(api, 'Page', [
      { name: 'headline', type: 'text' },
      { name: 'sections', type: 'blocks', componentIds: [hero.id] },
    ])
    await setTitleField(api, pages, 'headline')
    const secret = (await createApiKey(api, 'read_write')).secret
    client = new Client({ name: 'folio-mcp-test', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${api.server.url}${MCP_PATH}`), {
        requestInit: { headers: { Authorization: `Bearer ${secret}` } },
      }),
    )
  })
  afterAll(async () => {
    await client?.close()
    await api?.close()
  })

  async function call(name: string, args: Record<string, unknown>) {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
    return result.structuredContent as Record<string, unknown>
  }

  it('describes the components a type uses and how each value is spelled', async () => {
    const answer = await call('get_content_type', { type: pages.slug })
    const components = answer.components as { slug: string; fields: { name: string }[] }[]
    expect(components.map((c) => c.slug).sort()).toEqual([cta.slug, hero.slug].sort())
    expect(Object.keys(answer.valueShapes as object).sort()).toEqual(
      ['blocks', 'component', 'text'].sort(),
    )
    const described = await call('describe_api', {})
    expect(Object.keys(described.fieldValues as object)).toContain('blocks')
  })

  it('writes blocks and the title field through the item tools', async () => {
    const created = (
      await call('create_item', {
        type: pages.slug,
        data: {
          headline: 'Home',
          sections: [{ _type: hero.slug, heading: 'Hi', cta: { label: 'Go' } }],
        },
      })
    ).data as ContentItem
    expect(created.title).toBe('Home')
    expect(created.data.sections).toMatchObject([
      { _type: hero.slug, heading: 'Hi', cta: { label: 'Go' } },
    ])
    const updated = (
      await call('update_item', {
        type: pages.slug,
        idOrSlug: created.id,
        data: { headline: 'Start' },
      })
    ).data as ContentItem
    expect([updated.title, updated.data.headline]).toEqual(['Start', 'Start'])
    // Sections came back as read, their keys kept.
    expect(updated.data.sections).toEqual(created.data.sections)
  })
})
