import type { AuditEntry } from '@folio/schema'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { AuditTab } from './audit-tab'

import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

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
  const calls = stubApi.get('/api/v1/audit-log', ({ url }) => {
    const page = pages[url.searchParams.get('before') ?? 'first']!
    return { data: page.data, meta: { nextCursor: page.nextCursor, areas: ['general'] } }
  })
  renderApp(<AuditTab />)
  return calls
}

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
