import type { ApiKey, ApiSettings, Subscription } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { ApiTab } from './api-tab'

import { COPIED_MS } from '@/components/ui/copy-button'
import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, apiNotFound, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'
import { stubClipboard } from '@/testing/stub-clipboard'
import { GIB, subscriptionFixture } from '@/testing/subscription-fixtures'

interface Sent {
  method: string
  path: string
  body: unknown
}

const SECRET = 'folio_ab12cd34EFGH5678ijkl9012mnop3456'
const NEW_SECRET = 'folio_zz99yy88QRST7654uvwx3210abcd9876'

/** A fake `/api/v1/api-keys` and `/api/v1/settings/api` holding its keys in memory. */
const freePlan = subscriptionFixture({ storage: { usedBytes: 0, quotaBytes: GIB } })

function stubKeysApi(
  options: { settingsPut?: (body: unknown) => Response; subscription?: Subscription } = {},
) {
  const keys: ApiKey[] = []
  let settings: ApiSettings = { enabled: true, allowedOrigins: [] }
  /** Every change sent (anything but a GET), in order. */
  const sent: Sent[] = []
  const change =
    (answer: (body: unknown) => Response) =>
    ({ method, url, body }: StubCall): Response => {
      sent.push({ method, path: url.pathname, body })
      return answer(body)
    }
  // A change to any other path gets the server's 404, and still shows in `sent`.
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    stubApi[method](
      '/api/v1/*',
      change(() => apiNotFound()),
    )
  }

  // The site's own address is not what these tests are about: the tab uses the page's.
  stubApi.get('/api/v1/site', apiNotFound)
  stubApi.get('/api/v1/settings/api', () => ({ data: settings }))
  stubApi.put(
    '/api/v1/settings/api',
    change((body) => {
      if (options.settingsPut) return options.settingsPut(body)
      settings = body as ApiSettings
      return apiJson({ data: settings })
    }),
  )
  const { subscription } = options
  stubApi.get('/api/v1/billing/subscription', () =>
    subscription ? { data: subscription } : apiNotFound(),
  )
  stubApi.get('/api/v1/api-keys', () => ({ data: keys }))
  stubApi.post(
    '/api/v1/api-keys',
    change((body) => {
      const input = body as { name: string; scope: ApiKey['scope'] }
      const key: ApiKey = {
        id: 'key-1',
        ...input,
        prefix: SECRET.slice(0, 14),
        createdAt: new Date().toISOString(),
        createdBy: 'u-admin',
        lastUsedAt: null,
      }
      keys.push(key)
      return apiJson({ data: { ...key, secret: SECRET } }, 201)
    }),
  )
  stubApi.post(
    '/api/v1/api-keys/key-1/regenerate',
    change(() => {
      keys[0] = { ...keys[0]!, prefix: NEW_SECRET.slice(0, 14) }
      return apiJson({ data: { ...keys[0], secret: NEW_SECRET } })
    }),
  )
  stubApi.delete(
    '/api/v1/api-keys/key-1',
    change(() => {
      keys.splice(0, 1)
      return apiJson(undefined, 204)
    }),
  )
  return sent
}

function renderTab() {
  return renderApp(<ApiTab />).queryClient
}

let writeText: ReturnType<typeof stubClipboard>

beforeEach(() => {
  notificationStore.getState().clear()
  writeText = stubClipboard()
})

async function createKey(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }))
  const dialog = await screen.findByRole('dialog', { name: 'Create API key' })
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: name } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))
  return screen.findByRole('dialog', { name: 'API key created' })
}

describe('API keys', () => {
  it('locks read-write keys on the Free plan, with a way to upgrade', async () => {
    const sent = stubKeysApi({ subscription: freePlan })
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' })
    const readWrite = within(dialog).getByRole('radio', { name: 'Read-write' })
    await waitFor(() => expect(readWrite).toHaveProperty('disabled', true))
    expect(within(dialog).getByText('Part of Premium.')).toBeDefined()
    expect(within(dialog).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/settings?tab=subscription',
    )
    expect(readWrite.getAttribute('aria-describedby')).toContain(
      'api-key-scope-read_write-note-lock',
    )

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Website' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))
    await screen.findByRole('dialog', { name: 'API key created' })
    expect(sent).toEqual([
      { method: 'POST', path: '/api/v1/api-keys', body: { name: 'Website', scope: 'read' } },
    ])
  })

  it('creates a read-only key and shows its secret once, ready to copy', async () => {
    const sent = stubKeysApi()
    const client = renderTab()
    expect(await screen.findByText('No API keys yet')).toBeDefined()

    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' })
    expect(within(dialog).getByRole('radio', { name: 'Read-only' })).toHaveProperty('checked', true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))
    expect(await within(dialog).findByText('Name is required')).toBeDefined()
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'))
    expect(sent).toHaveLength(0)

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Website ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))

    const reveal = await screen.findByRole('dialog', { name: 'API key created' })
    expect(sent).toEqual([
      { method: 'POST', path: '/api/v1/api-keys', body: { name: 'Website', scope: 'read' } },
    ])
    expect(within(reveal).getByRole('textbox', { name: 'API key' }).textContent).toBe(SECRET)
    expect(within(reveal).getByText('Read-only')).toBeDefined()
    expect(within(reveal).getByText(/It will not be shown again/)).toBeDefined()

    fireEvent.click(within(reveal).getByRole('button', { name: 'Copy API key' }))
    const copiedAt = Date.now()
    expect(await within(reveal).findByRole('button', { name: 'Copied API key' })).toBeDefined()
    expect(writeText).toHaveBeenCalledWith(SECRET)
    // The check mark stays for two seconds, then the button offers to copy again.
    await within(reveal).findByRole(
      'button',
      { name: 'Copy API key' },
      { timeout: COPIED_MS + 1000 },
    )
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(COPIED_MS - 50)

    fireEvent.click(within(reveal).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // The list shows the key by its prefix; the secret is nowhere on screen or in the cache.
    const row = (await screen.findByText('Website')).closest('tr')!
    expect(within(row).getAllByText('folio_ab12cd34…').length).toBeGreaterThan(0)
    expect(within(row).getAllByText('Read-only').length).toBeGreaterThan(0)
    expect(within(row).getByText('Never')).toBeDefined()
    expect(document.body.textContent).not.toContain(SECRET)
    const cached = JSON.stringify(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    )
    expect(cached).not.toContain(SECRET)
  })

  it('creates a read-write key when chosen', async () => {
    const sent = stubKeysApi()
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' })
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Importer' } })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Read-write' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))
    const reveal = await screen.findByRole('dialog', { name: 'API key created' })
    expect(within(reveal).getByText('Read-write')).toBeDefined()
    expect(sent[0]?.body).toEqual({ name: 'Importer', scope: 'read_write' })
  })

  it("puts the server's refusal of the name on the field, and any other above the form", async () => {
    stubKeysApi()
    stubApi.post('/api/v1/api-keys', ({ body }) =>
      (body as { name: string }).name === 'Website'
        ? apiError(409, 'already_exists', 'Taken', [
            { path: 'name', message: 'A key named Website exists' },
          ])
        : apiError(500, 'internal_error', 'Try again later'),
    )
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' })
    const name = within(dialog).getByLabelText('Name')
    fireEvent.change(name, { target: { value: 'Website' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))
    expect(await within(dialog).findByText('A key named Website exists')).toBeDefined()
    expect(document.activeElement).toBe(name)
    expect(within(dialog).queryByRole('alert')).toBeNull()

    fireEvent.change(name, { target: { value: 'Site' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Try again later')
    expect(name.getAttribute('aria-invalid')).toBeNull()

    // Closing (the typed name is thrown away only on Discard) and opening again starts afresh.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }))
    const reopened = await screen.findByRole('dialog', { name: 'Create API key' })
    expect(within(reopened).getByLabelText('Name')).toHaveProperty('value', '')
    expect(within(reopened).queryByRole('alert')).toBeNull()
  })

  it('regenerates after a warning and shows the new secret once', async () => {
    const sent = stubKeysApi()
    renderTab()
    fireEvent.click(within(await createKey('Website')).getByRole('button', { name: 'Done' }))
    await screen.findByText('Website')

    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Website' }), {
      key: 'Enter',
    })
    fireEvent.click(within(await screen.findByRole('menu')).getByText('Regenerate'))
    const confirm = await screen.findByRole('dialog', { name: 'Regenerate API key?' })
    expect(within(confirm).getByText(/stops working at once/)).toBeDefined()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Regenerate key' }))

    const reveal = await screen.findByRole('dialog', { name: 'API key regenerated' })
    expect(within(reveal).getByRole('textbox', { name: 'API key' }).textContent).toBe(NEW_SECRET)
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/api-keys/key-1/regenerate' })
    fireEvent.click(within(reveal).getByRole('button', { name: 'Done' }))
    expect(await screen.findAllByText('folio_zz99yy88…')).not.toHaveLength(0)
  })

  it('revokes after confirmation', async () => {
    const sent = stubKeysApi()
    renderTab()
    fireEvent.click(within(await createKey('Website')).getByRole('button', { name: 'Done' }))
    await screen.findByText('Website')

    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Website' }), {
      key: 'Enter',
    })
    fireEvent.click(within(await screen.findByRole('menu')).getByText('Revoke'))
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }))

    expect(await screen.findByText('No API keys yet')).toBeDefined()
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v1/api-keys/key-1' })
    expect(notificationStore.getState().notifications[0]?.message).toBe('API key “Website” revoked')
  })
})

describe('API access settings', () => {
  it('names a bad origin without asking the server, then saves clean origins', async () => {
    const sent = stubKeysApi()
    renderTab()
    const origins = await screen.findByLabelText('Allowed origins')
    fireEvent.change(origins, { target: { value: 'https://example.com, ftp://files.example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(
      await screen.findByText(
        '“ftp://files.example.com”: Each allowed origin must be a URL such as https://example.com, or *',
      ),
    ).toBeDefined()
    expect(sent).toHaveLength(0)

    fireEvent.change(origins, {
      target: { value: 'https://example.com/, https://app.example.com' },
    })
    fireEvent.click(screen.getByRole('switch', { name: 'Enable API access' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() =>
      expect(notificationStore.getState().notifications[0]?.message).toBe('API settings saved'),
    )
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/settings/api',
        body: {
          enabled: false,
          allowedOrigins: ['https://example.com', 'https://app.example.com'],
        },
      },
    ])
    expect(origins).toHaveProperty('value', 'https://example.com, https://app.example.com')
    expect(await screen.findByText('API access is off')).toBeDefined()
  })

  it("shows the server's message when it refuses the settings", async () => {
    stubKeysApi({
      settingsPut: () =>
        apiError(400, 'validation_failed', 'Invalid settings', [
          { path: 'allowedOrigins.0', message: 'That origin is not allowed here' },
        ]),
    })
    renderTab()
    const origins = await screen.findByLabelText('Allowed origins')
    fireEvent.change(origins, { target: { value: 'https://example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('That origin is not allowed here')).toBeDefined()
    expect(origins.getAttribute('aria-invalid')).toBe('true')
  })
})
