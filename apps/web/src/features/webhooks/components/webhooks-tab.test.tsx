import type { Webhook, WebhookDelivery } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { WebhooksTab } from './webhooks-tab'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, apiNotFound, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'
import { stubClipboard } from '@/testing/stub-clipboard'

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

/** A fake `/api/v1/webhooks`; `write` answers any change before the fake does. */
function stubWebhooksApi(
  options: { webhooks?: Webhook[]; write?: (sent: Sent) => Response | undefined } = {},
) {
  const webhooks = [...(options.webhooks ?? [])]
  /** Every change sent (anything but a GET), in order. */
  const sent: Sent[] = []
  const change =
    (answer: (body: unknown) => Response) =>
    ({ method, url, body }: StubCall): Response => {
      const request = { method, path: url.pathname, body }
      sent.push(request)
      return options.write?.(request) ?? answer(body)
    }
  // A change to any other path gets the server's 404, and still shows in `sent`.
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    stubApi[method](
      '/api/v1/*',
      change(() => apiNotFound()),
    )
  }
  stubApi.get('/api/v1/webhooks', () => ({ data: webhooks }))
  stubApi.post(
    '/api/v1/webhooks',
    change((body) => {
      const created = {
        ...(body as Webhook),
        id: 'wh-new',
        createdAt: '2025-02-01T00:00:00Z',
        updatedAt: '2025-02-01T00:00:00Z',
        lastDeliveryStatus: null,
      }
      webhooks.push(created)
      return apiJson({ data: { ...created, secret: SECRET } }, 201)
    }),
  )
  stubApi.put(
    '/api/v1/webhooks/wh-1',
    change((body) => {
      Object.assign(webhooks[0]!, body)
      return apiJson({ data: webhooks[0] })
    }),
  )
  stubApi.get('/api/v1/webhooks/wh-1/deliveries', {
    data: log,
    meta: { page: 1, pageSize: 10, total: 2 },
  })
  stubApi.post(
    '/api/v1/webhooks/:id/deliveries/:delivery/redeliver',
    change(() => apiJson({ data: { ...log[0], status: 'pending' } }, 202)),
  )
  return sent
}

function renderTab() {
  renderApp(<WebhooksTab />)
}

async function openCreate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create webhook' }))
  return screen.findByRole('dialog', { name: 'Create webhook' })
}

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

beforeEach(() => {
  notificationStore.getState().clear()
  stubClipboard()
})

describe('webhook form', () => {
  it('names every missing field, focuses the first, and sends nothing', async () => {
    const sent = stubWebhooksApi()
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
    const sent = stubWebhooksApi()
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
    const sent = stubWebhooksApi()
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
    stubWebhooksApi({
      write: () =>
        apiError(400, 'validation_failed', 'Invalid webhook', [
          { path: 'url', message: 'This URL points at the server itself' },
        ]),
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
    const sent = stubWebhooksApi({ webhooks: [{ ...existing }] })
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

  it('asks before closing with a changed event, and not once it is changed back', async () => {
    stubWebhooksApi({ webhooks: [{ ...existing }] })
    renderTab()
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Rebuild site' }), {
      key: 'Enter',
    })
    fireEvent.click(within(await screen.findByRole('menu')).getByText('Edit'))
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' })
    const created = within(dialog).getByLabelText('Item created')

    fireEvent.click(created)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull(),
    )
    expect(created).toHaveProperty('checked', true)

    // The same events as saved: nothing to lose, so Cancel closes at once.
    fireEvent.click(created)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('delivery log', () => {
  it('shows each delivery with its status, HTTP code and duration, and redelivers failures', async () => {
    const sent = stubWebhooksApi({ webhooks: [{ ...existing }] })
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
