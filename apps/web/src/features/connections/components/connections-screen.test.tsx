import {
  defaultAppearanceSettings,
  type ApiKeyScope,
  type Connection,
  type Subscription,
} from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { KEY_PLACEHOLDER } from '../snippets'

import { ConnectionsScreen } from './connections-screen'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, apiNotFound, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'
import { stubClipboard } from '@/testing/stub-clipboard'
import { GIB, subscriptionFixture } from '@/testing/subscription-fixtures'

const ORIGIN = 'https://cms.example.com'
const SECRET = 'folio_ab12cd34EFGH5678ijkl9012mnop3456'

const week = (counts: number[]) =>
  counts.map((count, index) => ({ date: `2025-03-0${index + 1}`, count }))

const website: Connection = {
  id: 'key-1',
  name: 'Marketing site',
  scope: 'read',
  prefix: 'folio_ab12cd34',
  createdAt: '2025-02-01T10:00:00.000Z',
  createdBy: 'Grace Hopper',
  lastUsedAt: '2025-03-07T09:00:00.000Z',
  requestsLast7Days: 12,
  requestsByDay: week([0, 1, 2, 5, 3, 1, 0]),
  mcpClients: [],
}

const assistant: Connection = {
  id: 'key-2',
  name: 'Claude Code',
  scope: 'read_write',
  prefix: 'folio_zz99yy88',
  createdAt: '2025-03-01T10:00:00.000Z',
  createdBy: null,
  lastUsedAt: null,
  requestsLast7Days: 0,
  requestsByDay: week([0, 0, 0, 0, 0, 0, 0]),
  mcpClients: [
    {
      name: 'claude-code',
      version: '1.0.3',
      firstSeenAt: '2025-03-01T10:00:00.000Z',
      lastSeenAt: '2025-03-02T10:00:00.000Z',
    },
  ],
}

interface Sent {
  method: string
  path: string
  body: unknown
}

/** A fake `/api/v1/connections` and `/api/v1/api-keys` over the given connections. */
function stubConnectionsApi(
  initial: Connection[],
  options: { failList?: boolean; subscription?: Subscription; primaryDomain?: string } = {},
) {
  const connections = [...initial]
  /** Every change sent (anything but a GET), in order. */
  const sent: Sent[] = []
  const change =
    (answer: (call: StubCall) => Response) =>
    (call: StubCall): Response => {
      sent.push({ method: call.method, path: call.url.pathname, body: call.body })
      return answer(call)
    }
  // A change to any other path gets the server's 404, and still shows in `sent`.
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    stubApi[method](
      '/api/v1/*',
      change(() => apiNotFound()),
    )
  }

  const { subscription, primaryDomain } = options
  stubApi.get('/api/v1/billing/subscription', () =>
    subscription ? { data: subscription } : apiNotFound(),
  )
  stubApi.get('/api/v1/site', () =>
    primaryDomain
      ? {
          data: {
            name: 'Folio',
            description: '',
            logoUrl: '',
            faviconUrl: '',
            previewUrl: '',
            ...defaultAppearanceSettings,
            primaryDomain,
          },
        }
      : apiNotFound(),
  )
  const lists = stubApi.get('/api/v1/connections', () =>
    options.failList ? apiError(500, 'internal_error', 'The server broke') : { data: connections },
  )
  stubApi.post(
    '/api/v1/api-keys',
    change(({ body }) => {
      const { name, scope } = body as { name: string; scope: ApiKeyScope }
      const connection: Connection = {
        ...website,
        id: 'key-new',
        name,
        scope,
        lastUsedAt: null,
        requestsLast7Days: 0,
        requestsByDay: week([0, 0, 0, 0, 0, 0, 0]),
      }
      connections.unshift(connection)
      return apiJson({ data: { ...connection, secret: SECRET } }, 201)
    }),
  )
  stubApi.delete(
    '/api/v1/api-keys/:id',
    change(({ params }) => {
      const index = connections.findIndex((connection) => connection.id === params.id)
      connections.splice(index, 1)
      return apiJson(undefined, 204)
    }),
  )
  return { sent, lists: () => lists.length }
}

function renderScreen({ origin = ORIGIN }: { origin?: string | null } = {}) {
  renderApp(<ConnectionsScreen {...(origin === null ? {} : { origin })} />)
}

let writeText: ReturnType<typeof stubClipboard>
const list = () => screen.getByRole('region', { name: 'All connections' })
const tab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 })
const shownCode = () => screen.getByRole('tabpanel').textContent ?? ''

beforeEach(() => {
  notificationStore.getState().clear()
  writeText = stubClipboard()
})

const freePlan = subscriptionFixture({ storage: { usedBytes: 0, quotaBytes: GIB } })

// Recharts loads on first use; loading it once up front keeps that out of each wait below.
beforeAll(() => import('@/components/ui/bar-chart'), 30_000)

describe('Connections screen', () => {
  it('locks read-and-write access on the Free plan and creates read-only keys', async () => {
    const { sent } = stubConnectionsApi([], { subscription: freePlan })
    renderScreen()
    const form = screen.getByRole('form', { name: 'Connect an app or assistant' })
    const readWrite = within(form).getByRole('radio', { name: 'Read and write' })
    await waitFor(() => expect(readWrite).toHaveProperty('disabled', true))
    expect(within(form).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/settings?tab=subscription',
    )
    fireEvent.change(within(form).getByLabelText('Name of the app or assistant'), {
      target: { value: 'Website' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }))
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/api/v1/api-keys', body: { name: 'Website', scope: 'read' } },
      ]),
    )
  })

  it('builds the snippets on the primary custom domain while one is in use', async () => {
    stubConnectionsApi([], { primaryDomain: 'content.example.org' })
    renderScreen({ origin: null })
    await waitFor(() =>
      expect(shownCode()).toContain('https://content.example.org/api/v1/content/'),
    )
  })

  it('lists every key with its access, use, requests and MCP clients', async () => {
    stubConnectionsApi([website, assistant])
    renderScreen()
    const site = await within(list()).findByRole('article', { name: 'Marketing site' })
    expect(within(site).getByText('Read only')).toBeDefined()
    expect(within(site).getByText('folio_ab12cd34…')).toBeDefined()
    expect(within(site).getByText('12')).toBeDefined()
    // The sparkline loads on first use.
    const chart = await within(site).findByRole('img')
    expect(chart.getAttribute('aria-label')).toMatch(
      /^12 requests in the last 7 days; busiest day .* with 5$/,
    )
    // A day at a time in its tooltip, by keyboard as by pointer.
    fireEvent.focus(chart)
    expect((await within(site).findByRole('status')).textContent).toMatch(/^.+\d+ requests?$/)
    fireEvent.blur(chart)
    expect(within(site).getByText('No MCP clients yet')).toBeDefined()

    const claude = within(list()).getByRole('article', { name: 'Claude Code' })
    expect(within(claude).getByText('Read and write')).toBeDefined()
    expect(within(claude).getByText('never')).toBeDefined()
    expect((await within(claude).findByRole('img')).getAttribute('aria-label')).toBe(
      'No requests in the last 7 days',
    )
    const clients = within(claude).getByRole('list', { name: 'MCP clients of Claude Code' })
    expect(within(clients).getByText('claude-code 1.0.3')).toBeDefined()
  })

  it('says so when there are no connections, and refreshes on demand', async () => {
    const api = stubConnectionsApi([])
    renderScreen()
    expect(await screen.findByText('No connections yet: create a key above')).toBeDefined()
    expect(api.lists()).toBe(1)
    fireEvent.click(within(list()).getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(api.lists()).toBe(2))
  })

  it('shows an error with a retry when the list cannot load', async () => {
    const api = stubConnectionsApi([], { failList: true })
    renderScreen()
    const alert = await within(list()).findByRole('alert')
    expect(alert.textContent).toContain('Could not load the connections')
    expect(alert.textContent).toContain('The server broke')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(api.lists()).toBe(2))
  })

  it('creates a key, shows its secret once and fills it into every snippet', async () => {
    const { sent } = stubConnectionsApi([])
    renderScreen()
    await screen.findByText('No connections yet: create a key above')
    expect(shownCode()).toContain(`Bearer ${KEY_PLACEHOLDER}`)

    const form = screen.getByRole('form', { name: 'Connect an app or assistant' })
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }))
    expect(await within(form).findByText('Name is required')).toBeDefined()
    expect(sent).toHaveLength(0)

    fireEvent.change(within(form).getByLabelText('Name of the app or assistant'), {
      target: { value: 'Claude Code' },
    })
    fireEvent.click(within(form).getByRole('radio', { name: 'Read and write' }))
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }))

    const secret = await screen.findByRole('textbox', { name: 'New API key' })
    expect(secret.textContent).toBe(SECRET)
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/v1/api-keys',
        body: { name: 'Claude Code', scope: 'read_write' },
      },
    ])
    expect(screen.getByText(/shown only once/)).toBeDefined()
    // The list is fetched again and holds the new connection.
    expect(await within(list()).findByRole('article', { name: 'Claude Code' })).toBeDefined()

    // fetch is the first tab.
    expect(shownCode()).toContain(`Authorization: 'Bearer ${SECRET}'`)
    expect(shownCode()).not.toContain(KEY_PLACEHOLDER)

    tab('MCP')
    const mcp = screen.getByRole('tabpanel', { name: 'MCP' })
    const config = JSON.parse(within(mcp).getAllByRole('code')[0]?.textContent ?? '') as {
      mcpServers: { folio: { url: string; headers: Record<string, string> } }
    }
    expect(config.mcpServers.folio.url).toBe(`${ORIGIN}/mcp`)
    expect(config.mcpServers.folio.headers.Authorization).toBe(`Bearer ${SECRET}`)
    expect(mcp.textContent).toContain(
      `claude mcp add --transport http folio ${ORIGIN}/mcp --header "Authorization: Bearer ${SECRET}"`,
    )

    // Hiding the key puts the placeholder back.
    fireEvent.click(screen.getByRole('button', { name: 'Hide key' }))
    expect(screen.queryByRole('textbox', { name: 'New API key' })).toBeNull()
    expect(screen.getByRole('tabpanel', { name: 'MCP' }).textContent).toContain(KEY_PLACEHOLDER)
  })

  it('copies the MCP configuration and shows a check mark', async () => {
    stubConnectionsApi([])
    renderScreen()
    await screen.findByText('No connections yet: create a key above')
    tab('MCP')
    fireEvent.click(screen.getByRole('button', { name: 'Copy MCP configuration' }))
    expect(await screen.findByRole('button', { name: 'Copied MCP configuration' })).toBeDefined()
    const copied = writeText.mock.calls[0]?.[0] ?? ''
    expect(JSON.parse(copied)).toMatchObject({ mcpServers: { folio: { url: `${ORIGIN}/mcp` } } })
  })

  it('offers the fetch, SDK, Next.js, auth and MCP snippets as tabs', async () => {
    stubConnectionsApi([])
    renderScreen()
    const tabs = within(screen.getByRole('tablist', { name: 'Ways to connect' })).getAllByRole(
      'tab',
    )
    expect(tabs.map((item) => item.textContent)).toEqual([
      'fetch',
      'JavaScript SDK',
      'Next.js',
      'Supabase-style auth',
      'MCP',
    ])
    tab('Next.js')
    expect(shownCode()).toContain('next: { revalidate: 60 }')
    tab('Supabase-style auth')
    expect(shownCode()).toContain(`new AuthClient({ url: '${ORIGIN}/auth/v1' })`)
  })

  it('revokes a key only after confirmation', async () => {
    const { sent } = stubConnectionsApi([website, assistant])
    renderScreen()
    const site = await within(list()).findByRole('article', { name: 'Marketing site' })
    fireEvent.click(within(site).getByRole('button', { name: 'Revoke Marketing site' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke connection?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toHaveLength(0)

    fireEvent.click(within(site).getByRole('button', { name: 'Revoke Marketing site' }))
    const again = await screen.findByRole('dialog', { name: 'Revoke connection?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Revoke key' }))
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', path: '/api/v1/api-keys/key-1', body: undefined }]),
    )
    await waitFor(() =>
      expect(within(list()).queryByRole('article', { name: 'Marketing site' })).toBeNull(),
    )
    expect(within(list()).getByRole('article', { name: 'Claude Code' })).toBeDefined()
  })
})
