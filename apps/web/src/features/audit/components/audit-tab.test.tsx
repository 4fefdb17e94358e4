import type { AuditEntry } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AuditTab } from './audit-tab'

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

const entry = (id: string, summary: string, before: unknown, after: unknown): AuditEntry => ({
  id,
  createdAt: new Date().toISOString(),
  actor: { id: 'u1', name: 'Demo Admin', email: 'admin@demo.folio.dev' },
  area: 'general',
  action: 'updated',
  target: null,
  summary,
  before,
  after,
})

function renderTab(pages: Record<string, { data: AuditEntry[]; nextCursor: string | null }>) {
  const asked: string[] = []
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://folio.test')
    asked.push(url.search)
    const page = pages[url.searchParams.get('before') ?? 'first']!
    return Promise.resolve(
      json({ data: page.data, meta: { nextCursor: page.nextCursor, areas: ['general'] } }),
    )
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <AuditTab />
    </QueryClientProvider>,
  )
  return asked
}

afterEach(() => vi.unstubAllGlobals())

describe('Settings → Audit log', () => {
  it('lists changes, shows before and after on demand, and loads more', async () => {
    renderTab({
      first: {
        data: [
          entry(
            'a',
            'General settings changed: siteName',
            { siteName: 'One', logoUrl: '' },
            { siteName: 'Two', logoUrl: '' },
          ),
        ],
        nextCursor: 'c1',
      },
      c1: {
        data: [entry('b', 'Appearance changed', null, { primaryColor: '#FF9500' })],
        nextCursor: null,
      },
    })
    const summary = await screen.findByRole('button', { name: /General settings changed/ })
    expect(summary.textContent).toContain('Demo Admin')
    fireEvent.click(summary)
    const row = screen.getByRole('rowheader', { name: /^siteName\s*\(changed\)$/ }).closest('tr')!
    expect(within(row).getByText('One')).toBeTruthy()
    expect(within(row).getByText('Two')).toBeTruthy()
    expect(screen.getByRole('rowheader', { name: /^logoUrl$/ })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('button', { name: /Appearance changed/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says so when nothing has been changed yet', async () => {
    renderTab({ first: { data: [], nextCursor: null } })
    expect(await screen.findByText('No settings have been changed yet')).toBeTruthy()
  })
})
