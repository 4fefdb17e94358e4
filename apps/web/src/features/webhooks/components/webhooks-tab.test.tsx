import type { Webhook, WebhookDelivery } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { WebhooksTab } from './webhooks-tab'

import { notificationStore } from '@/stores/notifications'

const json = (status: number, body?: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

interface Sent {
  method: string
  path: string
  body: unknown
}

const SECRET = 'whsec_4f1c0a9e7b2d4c6f8a0b1c2d3e4f5a6b'

const existing: Webhook = {
  id: 'wh-1',
  name: 'Rebuild site',
  url: 'https://hooks.example.com/rebuild',
  events: ['item.published', 'item.unpublished'],
  enabled: true,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  lastDeliveryStatus: 'failed',
}

const delivery = (patch: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'd-1',
  webhookId: 'wh-1',
  event: 'item.published',
  status: 'succeeded',
  attempts: 1,
  responseStatus: 200,
  durationMs: 42,
  error: null,
  createdAt: new Date().toISOString(),
  lastAttemptAt: new Date().toISOString(),
  nextAttemptAt: null,
  payload: { event: 'item.published', data: { title: 'Hello' } },
  ...patch,
})

const log: WebhookDelivery[] = [
  delivery({ id: 'd-2', status: 'failed', responseStatus: 500, durationMs: 17, attempts: 5 }),
  delivery({ id: 'd-1' }),
]

/** A fake `/api/v1/webhooks`; `write` answers POST and PUT on `/webhooks` itself. */
function stubApi(
  options: { webhooks?: Webhook[]; write?: (sent: Sent) => Response | undefined } = {},
) {
  const webhooks = [...(options.webhooks ?? [])]
  const sent: Sent[] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    const url = new URL(input, 'http://folio.test')
    const path = url.pathname
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    if (method !== 'GET') sent.push({ method, path, body })
    const answer = method === 'GET' ? undefined : options.write?.({ method, path, body })
    if (answer) return Promise.resolve(answer)

    if (path === '/api/v1/webhooks' && method === 'GET')
      return Promise.resolve(json(200, { data: webhooks }))
    if (path === '/api/v1/webhooks' && method === 'POST') {
      const created = {
        ...(body as Webhook),
        id: 'wh-new',
        createdAt: '2025-02-01T00:00:00Z',
        updatedAt: '2025-02-01T00:00:00Z',
        lastDeliveryStatus: null,
      }
      webhooks.push(created)
      return Promise.resolve(json(201, { data: { ...created, secret: SECRET } }))
    }
    if (path === '/api/v1/webhooks/wh-1' && method === 'PUT') {
      Object.assign(webhooks[0]!, body)
      return Promise.resolve(json(200, { data: webhooks[0] }))
    }
    if (path === '/api/v1/webhooks/wh-1/deliveries')
      return Promise.resolve(json(200, { data: log, meta: { page: 1, pageSize: 10, total: 2 } }))
    if (path.endsWith('/redeliver'))
      return Promise.resolve(json(202, { data: { ...log[0], status: 'pending' } }))
    return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }))
  })
  return sent
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <WebhooksTab />
    </QueryClientProvider>,
  )
}

async function openCreate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create webhook' }))
  return screen.findByRole('dialog', { name: 'Create webhook' })
}

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

beforeEach(() => {
  notificationStore.getState().clear()
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(() => Promise.resolve()) },
    configurable: true,
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('webhook form', () => {
  it('names every missing field, focuses the first, and sends nothing', async () => {
    const sent = stubApi()
    renderTab()
    expect(await screen.findByText('No webhooks yet')).toBeDefined()
    const dialog = await openCreate()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }))
    expect(await within(dialog).findByText('Name is required')).toBeDefined()
    expect(within(dialog).getByText('URL is required')).toBeDefined()
    expect(within(dialog).getByText('Choose at least one event')).toBeDefined()
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'))
    expect(within(dialog).getByLabelText('URL').getAttribute('aria-invalid')).toBe('true')
    expect(sent).toHaveLength(0)

    // Fixing a field clears its message only.
    type(dialog, 'Name', 'Search index')
    expect(within(dialog).queryByText('Name is required')).toBeNull()
    expect(within(dialog).getByText('URL is required')).toBeDefined()
  })

  it('refuses a URL that is not http or https', async () => {
    const sent = stubApi()
    renderTab()
    const dialog = await openCreate()
    type(dialog, 'Name', 'Search index')
    type(dialog, 'URL', 'ftp://files.example.com/hook')
    fireEvent.click(within(dialog).getByLabelText('Item published'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }))
    expect(await within(dialog).findByText('Enter an http:// or https:// URL')).toBeDefined()
    expect(document.activeElement).toBe(within(dialog).getByLabelText('URL'))
    expect(within(dialog).queryByText('Choose at least one event')).toBeNull()
    expect(sent).toHaveLength(0)
  })

  it('creates a webhook and shows its signing secret once', async () => {
    const sent = stubApi()
    renderTab()
    const dialog = await openCreate()
    type(dialog, 'Name', ' Search index ')
    type(dialog, 'URL', 'https://search.example.com/folio')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select all' }))
    fireEvent.click(within(dialog).getByLabelText('Media deleted'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }))

    const reveal = await screen.findByRole('dialog', { name: 'Webhook created' })
    expect(within(reveal).getByRole('textbox', { name: 'Signing secret' }).textContent).toBe(SECRET)
    expect(within(reveal).getByText(/will not be shown again/)).toBeDefined()
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/v1/webhooks',
        body: {
          name: 'Search index',
          url: 'https://search.example.com/folio',
          events: [
            'item.created',
            'item.updated',
            'item.published',
            'item.unpublished',
            'item.deleted',
            'content_type.changed',
            'media.uploaded',
          ],
          enabled: true,
        },
      },
    ])
    fireEvent.click(within(reveal).getByRole('button', { name: 'Done' }))
    const row = await screen.findByRole('listitem', { name: 'Search index' })
    expect(within(row).getByText(/^7 events/)).toBeDefined()
    expect(within(row).getByText('No deliveries yet')).toBeDefined()
    expect(document.body.textContent).not.toContain(SECRET)
  })

  it("puts the server's field errors on the fields", async () => {
    stubApi({
      write: () =>
        json(400, {
          error: {
            code: 'validation_failed',
            message: 'Invalid webhook',
            details: [{ path: 'url', message: 'This URL points at the server itself' }],
          },
        }),
    })
    renderTab()
    const dialog = await openCreate()
    type(dialog, 'Name', 'Loop')
    type(dialog, 'URL', 'http://localhost:1/hook')
    fireEvent.click(within(dialog).getByLabelText('Item created'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }))
    expect(await within(dialog).findByText('This URL points at the server itself')).toBeDefined()
  })

  it('edits a webhook from its current values', async () => {
    const sent = stubApi({ webhooks: [{ ...existing }] })
    renderTab()
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Rebuild site' }), {
      key: 'Enter',
    })
    fireEvent.click(within(await screen.findByRole('menu')).getByText('Edit'))
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' })
    expect(within(dialog).getByLabelText('URL')).toHaveProperty('value', existing.url)
    expect(within(dialog).getByLabelText('Item published')).toHaveProperty('checked', true)
    expect(within(dialog).getByLabelText('Item created')).toHaveProperty('checked', false)

    fireEvent.click(within(dialog).getByLabelText('Item published'))
    fireEvent.click(within(dialog).getByLabelText('Item unpublished'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save webhook' }))
    expect(await within(dialog).findByText('Choose at least one event')).toBeDefined()

    fireEvent.click(within(dialog).getByLabelText('Item deleted'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save webhook' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/webhooks/wh-1',
        body: { name: 'Rebuild site', url: existing.url, events: ['item.deleted'], enabled: true },
      },
    ])
  })
})

describe('delivery log', () => {
  it('shows each delivery with its status, HTTP code and duration, and redelivers failures', async () => {
    const sent = stubApi({ webhooks: [{ ...existing }] })
    renderTab()
    const row = await screen.findByRole('listitem', { name: 'Rebuild site' })
    expect(within(row).getByText('Failed')).toBeDefined()
    fireEvent.click(within(row).getByRole('button', { name: 'Delivery log' }))

    const dialog = await screen.findByRole('dialog', { name: 'Delivery log: Rebuild site' })
    const items = await within(dialog).findAllByRole('listitem', {
      name: 'item.published delivery',
    })
    expect(items).toHaveLength(2)
    const [failed, delivered] = items as [HTMLElement, HTMLElement]
    expect(within(failed).getByText('Failed')).toBeDefined()
    expect(within(failed).getByText('500')).toBeDefined()
    expect(within(failed).getByText('5')).toBeDefined()
    expect(within(delivered).getByText('Delivered')).toBeDefined()
    expect(within(delivered).getByText('200')).toBeDefined()
    expect(within(delivered).getByText('42 ms')).toBeDefined()
    expect(within(delivered).queryByRole('button', { name: 'Redeliver' })).toBeNull()
    expect(within(delivered).getByText(/"title": "Hello"/)).toBeDefined()
    expect(within(dialog).getByText('Showing 1 to 2 of 2 deliveries')).toBeDefined()

    fireEvent.click(within(failed).getByRole('button', { name: 'Redeliver' }))
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/api/v1/webhooks/wh-1/deliveries/d-2/redeliver', body: undefined },
      ]),
    )
  })
})
