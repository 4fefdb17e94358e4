import { aiMessages } from '@folio/schema'
import type { AiSettings, AiUsageReport } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { AiTab } from './ai-tab'
import { AiUsageReportView } from './ai-usage-card'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, apiNotFound, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'

const unconfigured: AiSettings = {
  provider: 'openai',
  model: '',
  endpoint: '',
  hasApiKey: false,
  apiKeyHint: null,
  isConfigured: false,
  source: 'none',
  environment: null,
  builtinLocked: false,
  updatedAt: null,
}

const configured: AiSettings = {
  ...unconfigured,
  model: 'gpt-4o',
  hasApiKey: true,
  apiKeyHint: 'abcd',
  isConfigured: true,
  source: 'settings',
  updatedAt: '2025-03-01T10:00:00Z',
}

const emptyReport: AiUsageReport = {
  days: 30,
  totals: { requests: 0, inputTokens: 0, outputTokens: 0 },
  byDay: [],
  byUser: [],
}

interface Sent {
  method: string
  path: string
  body: unknown
}

/** A fake `/api/v1/ai`: `answer` may override any non-GET call. */
function stubAiApi(
  options: {
    settings?: AiSettings
    report?: AiUsageReport
    answer?: (sent: Sent) => Response | undefined
  } = {},
) {
  let settings = options.settings ?? unconfigured
  /** Every change sent (anything but a GET), in order. */
  const sent: Sent[] = []
  const change =
    (reply: (body: unknown) => Response) =>
    ({ method, url, body }: StubCall): Response => {
      const request = { method, path: url.pathname, body }
      sent.push(request)
      return options.answer?.(request) ?? reply(body)
    }
  // A change to any other path gets the server's 404, and still shows in `sent`.
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    stubApi[method](
      '/api/v1/*',
      change(() => apiNotFound()),
    )
  }

  stubApi.get('/api/v1/ai/usage', { data: options.report ?? emptyReport })
  stubApi.get('/api/v1/ai/settings', () => ({ data: settings }))
  stubApi.put(
    '/api/v1/ai/settings',
    change((body) => {
      const input = body as { provider: AiSettings['provider']; model: string; apiKey?: string }
      settings = {
        ...settings,
        provider: input.provider,
        model: input.model,
        hasApiKey: true,
        apiKeyHint: input.apiKey ? input.apiKey.slice(-4) : settings.apiKeyHint,
        isConfigured: true,
        source: 'settings',
      }
      return apiJson({ data: settings })
    }),
  )
  stubApi.delete(
    '/api/v1/ai/settings',
    change(() => {
      settings = unconfigured
      return apiJson({ data: settings })
    }),
  )
  return sent
}

function renderTab() {
  renderApp(<AiTab />)
}

const provider = () => screen.getByLabelText<HTMLSelectElement>('Provider')
const model = () => screen.getByLabelText<HTMLInputElement>('Model')
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))
const notices = () => notificationStore.getState().notifications.map((n) => n.message)

afterEach(() => {
  notificationStore.getState().clear()
})

describe('Settings → AI', () => {
  it('loads the settings, says nothing is configured and prefills the model by provider', async () => {
    stubAiApi()
    renderTab()
    expect(
      await screen.findByText(
        'Not configured: editors cannot use the assistant until a provider is set',
      ),
    ).toBeTruthy()
    expect(provider().value).toBe('openai')
    expect(model().value).toBe('gpt-4')
    const options = [...document.querySelectorAll('#ai-model-suggestions option')]
    expect(options.map((option) => option.getAttribute('value'))).toContain('gpt-4o')

    fireEvent.change(provider(), { target: { value: 'anthropic' } })
    expect(model().value).toBe('claude-3-opus-20240229')
    expect(screen.getByLabelText<HTMLInputElement>('Base URL override').placeholder).toBe(
      'https://api.anthropic.com/v1',
    )

    // A model of one's own stays when the provider changes.
    fireEvent.change(model(), { target: { value: 'my-finetune' } })
    fireEvent.change(provider(), { target: { value: 'mistral' } })
    expect(model().value).toBe('my-finetune')

    fireEvent.change(provider(), { target: { value: 'custom' } })
    expect(screen.getByLabelText('API endpoint')).toBeTruthy()
  })

  it('says the key is required without calling the server', async () => {
    const sent = stubAiApi()
    renderTab()
    await screen.findByLabelText('API key')
    save()
    expect(await screen.findByText(aiMessages.apiKeyRequired('openai'))).toBeTruthy()
    expect(screen.getByLabelText('API key').getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(provider(), { target: { value: 'custom' } })
    save()
    expect(await screen.findAllByText(aiMessages.customRequired)).toHaveLength(2)
    expect(sent).toEqual([])
  })

  it('saves a new key, then keeps the stored key unless it is replaced', async () => {
    const sent = stubAiApi()
    renderTab()
    fireEvent.change(await screen.findByLabelText('API key'), {
      target: { value: 'sk-test-1234' },
    })
    save()
    await waitFor(() => expect(notices()).toEqual([aiMessages.settingsSaved]))
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/v1/ai/settings',
      body: { provider: 'openai', model: 'gpt-4', endpoint: '', apiKey: 'sk-test-1234' },
    })
    expect(await screen.findByText('Using your own OpenAI key (Settings)')).toBeTruthy()
    expect(screen.getByText('•••• 1234')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'API key' })).toBeTruthy()
    expect(screen.queryByPlaceholderText('OpenAI API key')).toBeNull()

    fireEvent.change(model(), { target: { value: 'gpt-4o' } })
    save()
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.body).toEqual({ provider: 'openai', model: 'gpt-4o', endpoint: '' })

    fireEvent.click(await screen.findByRole('button', { name: 'Replace key' }))
    const key = screen.getByLabelText<HTMLInputElement>('API key')
    expect(key.value).toBe('')
    fireEvent.change(key, { target: { value: 'sk-other-9876' } })
    save()
    await waitFor(() => expect(sent).toHaveLength(3))
    expect(sent[2]?.body).toMatchObject({ apiKey: 'sk-other-9876' })
    expect(await screen.findByText('•••• 9876')).toBeTruthy()
  })

  it('shows the server’s field errors under the fields', async () => {
    stubAiApi({
      settings: configured,
      answer: ({ method }) =>
        method === 'PUT'
          ? apiError(400, 'validation_failed', 'Some values are not valid', [
              { path: 'endpoint', message: 'Endpoint must be a valid http:// or https:// URL' },
            ])
          : undefined,
    })
    renderTab()
    await screen.findByText('•••• abcd')
    save()
    expect(await screen.findByText('Endpoint must be a valid http:// or https:// URL')).toBeTruthy()
    expect(screen.getByLabelText('Base URL override').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toContain('Some values are not valid')
  })

  it('tests the connection: model, latency and sample, or the failure', async () => {
    let fail = false
    const sent = stubAiApi({
      settings: configured,
      answer: ({ path }) => {
        if (path !== '/api/v1/ai/settings/test') return undefined
        return fail
          ? apiError(502, 'upstream_error', aiMessages.reasons.badKey('OpenAI'))
          : apiJson({
              data: {
                ok: true,
                provider: 'openai',
                model: 'gpt-4o',
                latencyMs: 812,
                sample: 'Hello from the model',
              },
            })
      },
    })
    renderTab()
    await screen.findByText('•••• abcd')
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(await screen.findByRole('button', { name: 'Testing...' })).toBeTruthy()
    const success = await screen.findByText('Connection works')
    const box = success.closest('[role="status"]') as HTMLElement
    expect(box.textContent).toContain('OpenAI gpt-4o answered in 812 ms')
    expect(within(box).getByText('Hello from the model')).toBeTruthy()
    expect(sent[0]).toMatchObject({ method: 'POST', body: { provider: 'openai', model: 'gpt-4o' } })
    expect(sent[0]?.body).not.toHaveProperty('apiKey')

    fail = true
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(await screen.findByText('The connection test failed')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain(
      'OpenAI refused the API key. Check the key in Settings → AI.',
    )
  })

  it('removes the configuration after confirming', async () => {
    const sent = stubAiApi({ settings: configured })
    renderTab()
    await screen.findByText('Using your own OpenAI key (Settings)')
    fireEvent.click(screen.getByRole('button', { name: 'Remove configuration' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove the AI configuration?' })
    expect(sent).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove configuration' }))
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', path: '/api/v1/ai/settings', body: undefined }]),
    )
    expect(
      await screen.findByText(
        'Not configured: editors cannot use the assistant until a provider is set',
      ),
    ).toBeTruthy()
    expect(screen.getByLabelText('API key')).toBeTruthy()
  })

  it('names the built-in assistant when the server’s environment provides one', async () => {
    stubAiApi({
      settings: {
        ...unconfigured,
        source: 'environment',
        environment: { provider: 'anthropic', model: 'claude-3-5-sonnet-latest' },
      },
    })
    renderTab()
    expect(
      await screen.findByText(
        'Using the built-in assistant (server: Anthropic, claude-3-5-sonnet-latest)',
      ),
    ).toBeTruthy()
    expect(await screen.findByText('No AI usage yet')).toBeTruthy()
  })

  it('locks the built-in assistant on a plan without it, pointing at both ways out', async () => {
    stubAiApi({
      settings: {
        ...unconfigured,
        environment: { provider: 'anthropic', model: 'claude-3-5-sonnet-latest' },
        builtinLocked: true,
      },
    })
    renderTab()
    const lock = await screen.findByRole('note', {
      name: 'The built-in AI assistant needs Premium',
    })
    expect(lock.textContent).toContain('Add your own API key below, or upgrade')
    expect(lock.textContent).toContain('Anthropic, claude-3-5-sonnet-latest')
    expect(within(lock).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/settings?tab=subscription',
    )
    // The form to add the installation's own key stays usable.
    expect(screen.getByLabelText('API key')).toBeTruthy()
  })
})

describe('AI usage', () => {
  const report: AiUsageReport = {
    days: 3,
    totals: { requests: 7, inputTokens: 1200, outputTokens: 800 },
    byDay: [
      { date: '2025-03-01', requests: 2, inputTokens: 200, outputTokens: 100 },
      { date: '2025-03-02', requests: 0, inputTokens: 0, outputTokens: 0 },
      { date: '2025-03-03', requests: 5, inputTokens: 1000, outputTokens: 700 },
    ],
    byUser: [
      {
        userId: 'u1',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        requests: 5,
        inputTokens: 1000,
        outputTokens: 700,
      },
      {
        userId: 'u2',
        name: 'Grace Hopper',
        email: null,
        requests: 2,
        inputTokens: 200,
        outputTokens: 100,
      },
    ],
  }

  // Recharts loads on first use; loading it once up front keeps that out of each wait below.
  beforeAll(() => import('@/components/ui/bar-chart'), 30_000)

  it('draws tokens per day and a row per person', async () => {
    renderApp(<AiUsageReportView report={report} />)
    const chart = await screen.findByRole('img', { name: /^Tokens per day/ })
    expect(chart.getAttribute('aria-label')).toBe(
      'Tokens per day: 2,000 tokens in total, most on Mar 3 (1,700)',
    )
    // Each day in the tooltip, which the arrow keys move from bar to bar.
    fireEvent.focus(chart)
    expect((await screen.findByRole('status')).textContent).toBe('Mar 1300 tokens (2 requests)')
    fireEvent.keyDown(chart, { key: 'ArrowRight' })
    fireEvent.keyDown(chart, { key: 'ArrowRight' })
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Mar 31,700 tokens (5 requests)'),
    )
    fireEvent.blur(chart)
    const table = screen.getByRole('table', { name: 'Tokens per day' })
    expect(within(table).getByRole('row', { name: 'Mar 2 0 (0 requests)' })).toBeTruthy()

    const people = screen.getByRole('table', { name: 'Usage per person' })
    const rows = within(people).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ada Lovelaceada@example.com51,000700',
      'Grace Hopper2200100',
    ])
    expect(screen.getByText('2,000')).toBeTruthy()
  })

  it('has an empty state when nobody used the assistant', () => {
    renderApp(<AiUsageReportView report={emptyReport} />)
    expect(screen.getByText('No AI usage yet')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
  })
})
