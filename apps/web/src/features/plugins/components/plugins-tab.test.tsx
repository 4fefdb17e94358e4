import type { PluginSummary, PluginUpdate } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { PluginsTab } from './plugins-tab'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'

const readingTime: PluginSummary = {
  name: 'reading-time',
  version: '1.0.0',
  description: 'Fills a readingTime field from the words of an item.',
  author: 'Folio',
  homepage: 'https://example.com/reading-time',
  repository: 'https://example.com/reading-time.git',
  source: 'plugins/reading-time',
  state: 'running',
  error: null,
  dependencies: {},
  hooks: ['item.beforeValidate'],
  routes: ['GET /api/v1/plugins/reading-time/stats'],
  jobs: [],
  validators: [],
  requestedPermissions: ['content:read', 'content:write'],
  grantedPermissions: [],
  errorsLast24h: 2,
  lastError: {
    hook: 'item.beforeValidate',
    message: 'Cannot read the body',
    at: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
  settingsSchema: {
    type: 'object',
    properties: {
      wordsPerMinute: {
        type: 'integer',
        title: 'Words per minute',
        description: 'How fast a reader reads.',
        default: 200,
        minimum: 50,
        maximum: 1000,
      },
      field: { type: 'string', title: 'Field name', default: 'readingTime' },
      rounding: { type: 'string', title: 'Rounding', enum: ['up', 'nearest'], default: 'up' },
      skipDrafts: { type: 'boolean', title: 'Skip drafts' },
    },
  },
  settings: { wordsPerMinute: 200 },
}

const seo: PluginSummary = {
  ...readingTime,
  name: '@acme/seo',
  version: '2.1.0',
  description: 'Checks titles and descriptions.',
  author: 'Acme',
  homepage: null,
  repository: null,
  source: 'node_modules/@acme/seo',
  state: 'failed',
  error: 'Missing dependency: seo-core@^2.0.0',
  dependencies: { 'seo-core': '^2.0.0' },
  hooks: ['item.beforeChange'],
  routes: [],
  jobs: ['sitemap'],
  validators: ['@acme/seo/meta-length'],
  requestedPermissions: [],
  grantedPermissions: [],
  errorsLast24h: 0,
  lastError: null,
  settingsSchema: null,
  settings: {},
}

interface Patch {
  name: string
  body: PluginUpdate
}

/**
 * A fake `/api/v1/plugins`: PATCH applies the change and answers the plugin, unless `refuse`
 * answers first. Returns every PATCH sent, with the plugin name as the server decoded it.
 */
function stubPlugins(
  plugins: PluginSummary[],
  refuse?: (patch: Patch) => Response | undefined | Promise<Response | undefined>,
) {
  const list = plugins.map((plugin) => ({ ...plugin }))
  const patches: Patch[] = []
  stubApi.get('/api/v1/plugins', () => ({ plugins: list }))
  stubApi.patch('/api/v1/plugins/*', async ({ url, body }: StubCall) => {
    const name = decodeURIComponent(url.pathname.slice('/api/v1/plugins/'.length))
    const patch = { name, body: body as PluginUpdate }
    patches.push(patch)
    const refused = await refuse?.(patch)
    if (refused) return refused
    const plugin = list.find((entry) => entry.name === name)
    if (!plugin) return apiError(404, 'not_found', 'Plugin not found')
    const { enabled, ...rest } = patch.body
    Object.assign(plugin, rest)
    if (enabled !== undefined) plugin.state = enabled ? 'running' : 'disabled'
    return apiJson(plugin)
  })
  return patches
}

const cardOf = async (name: string) => screen.findByRole('article', { name })

beforeEach(() => {
  notificationStore.getState().clear()
})

describe('Settings → Plugins', () => {
  it('shows a running and a failed plugin with what each one uses', async () => {
    stubPlugins([readingTime, seo])
    renderApp(<PluginsTab />, { role: 'admin' })

    expect(screen.getByRole('status', { name: 'Loading plugins' })).toBeDefined()
    const running = await cardOf('reading-time')
    expect(within(running).getByText('v1.0.0')).toBeDefined()
    expect(within(running).getByText('Running')).toBeDefined()
    expect(within(running).getByText('item.beforeValidate', { selector: 'li' })).toBeDefined()
    expect(within(running).getByText('GET /api/v1/plugins/reading-time/stats')).toBeDefined()
    const homepage = within(running).getByRole('link', { name: /Homepage/ })
    expect(homepage.getAttribute('href')).toBe('https://example.com/reading-time')
    expect(homepage.getAttribute('target')).toBe('_blank')
    expect(homepage.getAttribute('rel')).toContain('noopener')
    expect(within(running).getByText(/Handler errors \(24 h\)/).textContent).toContain('2')
    expect(within(running).getByText('Cannot read the body')).toBeDefined()
    expect(within(running).getByText('5 minutes ago')).toBeDefined()
    expect(
      within(running).getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked'),
    ).toBe('true')

    const failed = await cardOf('@acme/seo')
    expect(within(failed).getByText('Failed')).toBeDefined()
    expect(within(failed).getByRole('alert').textContent).toContain(
      'Missing dependency: seo-core@^2.0.0',
    )
    expect(within(failed).getByText('seo-core ^2.0.0')).toBeDefined()
    expect(within(failed).getByText('sitemap')).toBeDefined()
    expect(within(failed).getByText('@acme/seo/meta-length')).toBeDefined()
    expect(within(failed).queryByRole('link')).toBeNull()
    expect(within(failed).getByText('This plugin needs no permissions.')).toBeDefined()
    expect(within(failed).queryByRole('form', { name: /Settings of/ })).toBeNull()
  })

  it('switches a plugin off at once and sends { enabled: false }', async () => {
    let answer = () => {}
    const answered = new Promise<undefined>((resolve) => (answer = () => resolve(undefined)))
    const patches = stubPlugins([readingTime], () => answered)
    renderApp(<PluginsTab />, { role: 'admin' })
    const card = await cardOf('reading-time')

    fireEvent.click(within(card).getByRole('switch', { name: 'Enabled' }))
    // Shown before the server answers.
    expect(await within(card).findByText('Disabled')).toBeDefined()
    await waitFor(() => expect(patches).toHaveLength(1))
    answer()
    expect(patches[0]).toEqual({ name: 'reading-time', body: { enabled: false } })
    await waitFor(() =>
      expect(notificationStore.getState().notifications[0]?.message).toBe('reading-time disabled'),
    )
    await waitFor(() =>
      expect(
        within(card).getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked'),
      ).toBe('false'),
    )
  })

  it('puts the switch back and says why when the server refuses', async () => {
    stubPlugins([readingTime], () => apiError(403, 'forbidden', 'Only admins manage plugins'))
    renderApp(<PluginsTab />, { role: 'admin' })
    const card = await cardOf('reading-time')

    fireEvent.click(within(card).getByRole('switch', { name: 'Enabled' }))
    await waitFor(() =>
      expect(notificationStore.getState().notifications[0]?.message).toBe(
        'Only admins manage plugins',
      ),
    )
    expect(within(card).getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    expect(within(card).getByText('Running')).toBeDefined()
  })

  it('grants what is ticked, once saved', async () => {
    const patches = stubPlugins([readingTime])
    renderApp(<PluginsTab />, { role: 'admin' })
    const card = await cardOf('reading-time')
    const form = within(card).getByRole('form', { name: 'Permissions of reading-time' })
    expect(
      within(form).getByText(
        'Nothing is granted by default. A plugin only gets what you tick here.',
      ),
    ).toBeDefined()
    const save = within(form).getByRole('button', { name: 'Save permissions' })
    expect(save).toHaveProperty('disabled', true)

    // Ticked in the other order: the request lists them as the schema does.
    fireEvent.click(within(form).getByRole('checkbox', { name: /Create and change content items/ }))
    fireEvent.click(within(form).getByRole('checkbox', { name: /Read content items and types/ }))
    expect(within(form).getByText('content:write', { selector: 'code' })).toBeDefined()
    expect(save).toHaveProperty('disabled', false)
    fireEvent.click(save)

    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toEqual({
      name: 'reading-time',
      body: { grantedPermissions: ['content:read', 'content:write'] },
    })
    await waitFor(() => expect(save).toHaveProperty('disabled', true))
    expect(
      within(form).getByRole('checkbox', { name: /Read content items and types/ }),
    ).toHaveProperty('checked', true)
  })

  it('shows a setting the server refuses beside it, and focuses it', async () => {
    const patches = stubPlugins([readingTime], ({ body }) =>
      body.settings
        ? apiError(400, 'validation_failed', 'Invalid settings', [
            { path: 'settings.field', message: 'Must be a field name' },
          ])
        : undefined,
    )
    renderApp(<PluginsTab />, { role: 'admin' })
    const card = await cardOf('reading-time')
    const form = within(card).getByRole('form', { name: 'Settings of reading-time' })

    expect(within(form).getByLabelText('Words per minute')).toHaveProperty('value', '200')
    expect(within(form).getByLabelText('Rounding')).toHaveProperty('value', 'up')
    fireEvent.change(within(form).getByLabelText('Field name'), { target: { value: 'no such' } })
    fireEvent.click(within(form).getByLabelText('Skip drafts'))
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }))

    expect(await within(form).findByText('Must be a field name')).toBeDefined()
    const field = within(form).getByLabelText('Field name')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)
    expect(patches[0]).toEqual({
      name: 'reading-time',
      body: {
        settings: { wordsPerMinute: 200, field: 'no such', rounding: 'up', skipDrafts: true },
      },
    })
    // The refused value stays for the fix, after the list is read again.
    await waitFor(() => expect(field).toHaveProperty('value', 'no such'))
  })

  it('checks numbers before sending them', async () => {
    const patches = stubPlugins([readingTime])
    renderApp(<PluginsTab />, { role: 'admin' })
    const form = within(await cardOf('reading-time')).getByRole('form', {
      name: 'Settings of reading-time',
    })

    fireEvent.change(within(form).getByLabelText('Words per minute'), { target: { value: '10' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }))
    expect(await within(form).findByText('Must be at least 50')).toBeDefined()
    expect(document.activeElement).toBe(within(form).getByLabelText('Words per minute'))
    expect(patches).toHaveLength(0)
  })

  it('says how to install a plugin when there is none', async () => {
    stubPlugins([])
    renderApp(<PluginsTab />, { role: 'admin' })

    expect(await screen.findByText('No plugins installed')).toBeDefined()
    expect(
      screen.getByText((_, node) =>
        node?.tagName === 'P'
          ? node.textContent ===
            'Put a plugin folder in DATA_DIR/plugins or list it in FOLIO_PLUGINS, then restart Folio.'
          : false,
      ),
    ).toBeDefined()
    expect(screen.getByText('docs/plugins.md')).toBeDefined()
  })

  it('offers a retry when the list cannot be read', async () => {
    let reads = 0
    stubApi.get('/api/v1/plugins', () =>
      ++reads === 1
        ? apiError(500, 'internal_error', 'Database is busy')
        : { plugins: [readingTime] },
    )
    renderApp(<PluginsTab />, { role: 'admin' })

    expect(await screen.findByText('Could not load plugins')).toBeDefined()
    expect(screen.getByText('Database is busy')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await cardOf('reading-time')).toBeDefined()
  })
})
