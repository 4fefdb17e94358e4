import type { ContentItem, PluginSummary } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createType, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import {
  config,
  grant,
  listPlugins,
  pluginSource,
  repoPlugin,
  startPluginApi,
} from '../../test/plugin-fixtures.js'

// Two plugins on the same hook: the first throws, the second counts what it saw on a route.
const thrower = pluginSource(
  config('thrower', { hooks: ['item.afterChange'], permissions: ['content:read'] }),
  `{ hooks: { 'item.afterChange': () => { throw new Error('boom') } } }`,
)
const counter = pluginSource(
  config('counter', {
    hooks: ['item.afterChange', 'item.afterCommit'],
    permissions: ['content:read', 'routes'],
  }),
  `{
    seen: [],
    hooks: {
      'item.afterChange': (change) => { plugin.seen.push(change.operation + ':' + change.item.title) },
      'item.afterCommit': async () => { throw new Error('after commit') },
    },
    routes: [{ method: 'GET', path: '/seen', summary: 'What the counter saw', handler: () => ({ seen: plugin.seen }) }],
  }`,
)
// Asks for content:write, used by a route: refused until granted.
const writer = pluginSource(
  config('writer', { permissions: ['content:write', 'routes'] }),
  `{
    routes: [{
      method: 'POST', path: '/items/:type', access: 'editor',
      handler: (request, api) => api.content.createItem(request.params.type, { title: request.body.title, status: 'draft', data: {} }),
    }],
  }`,
)
// Calls another server: only with http:outbound, and only through the guarded client.
const fetcher = pluginSource(
  config('fetcher', { permissions: ['http:outbound', 'routes'] }),
  `{
    routes: [{ method: 'GET', path: '/probe', handler: async (request, api) => {
      const res = await api.fetch('http://127.0.0.1:8080/metadata')
      return { status: res.status }
    } }],
  }`,
)
const orphan = pluginSource(config('orphan', { dependencies: { 'seo-core': '^2.0.0' } }))
const slow = pluginSource(
  config('slow', {
    hooks: ['item.beforeValidate'],
    permissions: ['content:read', 'content:write'],
  }),
  `{ hooks: { 'item.beforeValidate': () => new Promise((resolve) => setTimeout(() => resolve({ title: 'late' }), 2000)) } }`,
)
const badUrl = pluginSource(config('bad-url', { homepage: 'not a url' }))

describe(`plugins on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: { id: string; slug: string }

  beforeAll(async () => {
    api = await startPluginApi(
      { thrower, counter, writer, fetcher, orphan, slow, 'bad-url': badUrl },
      [repoPlugin('reading-time'), repoPlugin('link-checker')],
    )
    type = await createType(api, 'Article', [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'rich-text' },
      { name: 'readingTime', type: 'number' },
    ])
  })
  afterAll(async () => api?.close())

  const save = (title: string, body: string, status = 'draft') =>
    api.call<{ data: ContentItem }>('editor', 'POST', `/content/${type.slug}/items`, {
      title,
      status,
      data: { title, body },
    })

  it('lists every plugin to admins only, with its state and why it failed', async () => {
    const plugins = await listPlugins(api)
    expect(plugins.get('reading-time')).toMatchObject({
      state: 'running',
      version: '1.0.0',
      requestedPermissions: ['content:read', 'content:write'],
      grantedPermissions: [],
      hooks: ['item.beforeValidate', 'translation.beforeValidate'],
      settings: { field: 'readingTime', wordsPerMinute: 200 },
    })
    expect(plugins.get('orphan')).toMatchObject({
      state: 'failed',
      error: 'Missing dependency: seo-core@^2.0.0',
    })
    const bad = [...plugins.values()].find((plugin) => plugin.source.endsWith('bad-url'))
    expect(bad).toMatchObject({ state: 'failed', error: 'Homepage must be a valid URL' })
    expect(plugins.get('counter')?.routes).toEqual(['GET /api/v1/plugins/counter/seen'])
    for (const role of ['editor', 'viewer'] as const) {
      expect((await api.call(role, 'GET', '/plugins')).status).toBe(403)
    }
    expect((await api.call(null, 'GET', '/plugins')).status).toBe(401)
  })

  it('calls no handler of a plugin that was granted nothing', async () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ')
    const res = await save('Ungranted', `<p>${words}</p>`)
    expect(res.status).toBe(201)
    expect(res.body.data.data.readingTime ?? null).toBeNull()
  })

  it('runs a granted plugin on the next save, and stops when it is disabled', async () => {
    await grant(api, 'reading-time', ['content:read', 'content:write'])
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
    const first = await save('Granted', `<p>${words(450)}</p>`)
    expect(first.body.data.data.readingTime).toBe(3)

    const off = await api.call<PluginSummary>('admin', 'PATCH', '/plugins/reading-time', {
      enabled: false,
    })
    expect(off.body).toMatchObject({ state: 'disabled' })
    const second = await save('Disabled', `<p>${words(900)}</p>`)
    expect(second.body.data.data.readingTime ?? null).toBeNull()

    const on = await api.call<PluginSummary>('admin', 'PATCH', '/plugins/reading-time', {
      enabled: true,
      settings: { wordsPerMinute: 300 },
    })
    expect(on.body).toMatchObject({ state: 'running', settings: { wordsPerMinute: 300 } })
    // 590 words and the title's one, at 300 a minute.
    expect((await save('Again', `<p>${words(590)}</p>`)).body.data.data.readingTime).toBe(2)

    const log = await api.call<{ data: { summary: string }[] }>(
      'admin',
      'GET',
      '/audit-log?area=plugins',
    )
    expect(log.body.data.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Plugin reading-time granted content:read, content:write',
        'Plugin reading-time disabled',
        'Plugin reading-time enabled',
      ]),
    )
  })

  it('refuses grants a plugin does not declare and settings its schema rejects', async () => {
    const undeclared = await api.call('admin', 'PATCH', '/plugins/reading-time', {
      grantedPermissions: ['http:outbound'],
    })
    expect(undeclared).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', details: [{ path: 'grantedPermissions' }] } },
    })
    const tooFast = await api.call('admin', 'PATCH', '/plugins/reading-time', {
      settings: { wordsPerMinute: 5 },
    })
    expect(tooFast).toMatchObject({
      status: 400,
      body: { error: { details: [{ path: 'settings.wordsPerMinute' }] } },
    })
    expect((await api.call('admin', 'PATCH', '/plugins/nope', { enabled: true })).status).toBe(404)
    expect(
      (await api.call('editor', 'PATCH', '/plugins/reading-time', { enabled: false })).status,
    ).toBe(403)
  })

  it('keeps one failing handler from stopping the others or the save, and counts it', async () => {
    await grant(api, 'thrower', ['content:read'])
    await grant(api, 'counter', ['content:read', 'routes'])
    const res = await save('Isolated', '<p>Hello</p>')
    expect(res.status).toBe(201)
    const seen = await api.call<{ seen: string[] }>('editor', 'GET', '/plugins/counter/seen')
    expect(seen.body.seen).toContain('create:Isolated')
    await expect.poll(async () => (await listPlugins(api)).get('thrower')?.errorsLast24h).toBe(1)
    const plugins = await listPlugins(api)
    expect(plugins.get('thrower')?.lastError).toMatchObject({
      hook: 'item.afterChange',
      message: 'boom',
    })
    // The after-commit failure is counted too, and the item stayed saved.
    expect(plugins.get('counter')?.errorsLast24h).toBeGreaterThanOrEqual(1)
    const saved = await api.call('editor', 'GET', `/content/${type.slug}/items/${res.body.data.id}`)
    expect(saved.status).toBe(200)
  })

  it('gives up on a handler that overruns its time and saves without it', async () => {
    await grant(api, 'slow', ['content:read', 'content:write'])
    const res = await save('On time', '<p>Quick</p>')
    expect(res.status).toBe(201)
    expect(res.body.data.title).toBe('On time')
    await expect
      .poll(async () => (await listPlugins(api)).get('slow')?.lastError?.message)
      .toBe('Timed out after 300 ms')
    await api.call('admin', 'PATCH', '/plugins/slow', { enabled: false })
  })

  it('lets a plugin do through its API only what it was granted', async () => {
    // Not granted `routes`: its route does not exist.
    expect(
      (await api.call('editor', 'POST', `/plugins/writer/items/${type.slug}`, { title: 'x' }))
        .status,
    ).toBe(404)
    await grant(api, 'writer', ['routes'])
    const refused = await api.call<{ error: { code: string; message: string } }>(
      'editor',
      'POST',
      `/plugins/writer/items/${type.slug}`,
      { title: 'Written by a plugin' },
    )
    expect(refused).toMatchObject({
      status: 403,
      body: {
        error: {
          code: 'forbidden',
          message: 'The plugin writer has not been granted content:write',
        },
      },
    })
    // The route's own access rule: viewers may not call it.
    expect(
      (await api.call('viewer', 'POST', `/plugins/writer/items/${type.slug}`, { title: 'x' }))
        .status,
    ).toBe(403)
    await grant(api, 'writer', ['routes', 'content:write'])
    const created = await api.call<{ title: string }>(
      'editor',
      'POST',
      `/plugins/writer/items/${type.slug}`,
      {
        title: 'Written by a plugin',
      },
    )
    expect(created).toMatchObject({ status: 200, body: { title: 'Written by a plugin' } })
  })

  it('sends a plugin’s requests only when granted, and never to local addresses', async () => {
    await grant(api, 'fetcher', ['routes'])
    expect(await api.call('editor', 'GET', '/plugins/fetcher/probe')).toMatchObject({
      status: 403,
      body: { error: { message: 'The plugin fetcher has not been granted http:outbound' } },
    })
    await grant(api, 'fetcher', ['routes', 'http:outbound'])
    const refused = await api.call<{ error: { code: string } }>(
      'editor',
      'GET',
      '/plugins/fetcher/probe',
    )
    expect(refused).toMatchObject({ status: 500, body: { error: { code: 'internal_error' } } })
    await expect
      .poll(async () => (await listPlugins(api)).get('fetcher')?.lastError)
      .toMatchObject({
        hook: 'route GET /probe',
        message: 'The address of 127.0.0.1 is not allowed',
      })
  })

  it('lists plugin routes in the OpenAPI document', async () => {
    const res = await api.call<{ paths: Record<string, unknown> }>(null, 'GET', '/openapi.json')
    expect(res.body.paths).toHaveProperty('/plugins/counter/seen')
    expect(res.body.paths).toHaveProperty('/plugins/writer/items/{type}')
  })

  it('refuses to publish an item linking to a missing item, and writes nothing', async () => {
    await grant(api, 'link-checker', ['content:read'])
    const target = await save('Target', '<p>Here</p>')
    const body = `<p>See <a href="/${type.slug}/${target.body.data.slug}">this</a> and <a href="/${type.slug}/gone">that</a>.</p>`
    const count = async () =>
      (await api.call<{ meta: { total: number } }>('admin', 'GET', `/content/${type.slug}/items`))
        .body.meta.total
    const before = await count()
    const refused = await api.call<{ error: { code: string; message: string } }>(
      'admin',
      'POST',
      `/content/${type.slug}/items`,
      { title: 'Linking', status: 'published', data: { title: 'Linking', body } },
    )
    expect(refused.status).toBe(422)
    expect(refused.body.error).toEqual({
      code: 'refused_by_plugin',
      message: `This item links to items that are missing or not published: /${type.slug}/${target.body.data.slug}, /${type.slug}/gone`,
    })
    expect(await count()).toBe(before)
    // A draft may link anywhere; publishing waits for the targets.
    expect((await save('Linking', body)).status).toBe(201)
  })
})
