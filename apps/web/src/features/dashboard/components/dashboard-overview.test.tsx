import type { Dashboard, DashboardPeriod } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { DashboardOverview } from './dashboard-overview'

import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

/** Published / total updated in each period. */
const periods: Record<DashboardPeriod, [number, number]> = {
  today: [1, 4],
  week: [3, 4],
  month: [9, 10],
}

function dashboardFor(period: DashboardPeriod, since: string): Dashboard {
  const [published, total] = periods[period]
  return {
    totals: { contentTypes: 2, contentItems: 12, published: 9, drafts: 3 },
    overview: {
      period,
      since,
      total,
      published,
      drafts: total - published,
      percentage: Math.round((published / total) * 100),
    },
    recent: [
      {
        id: 'item-1',
        title: 'Hello world',
        status: 'published',
        contentTypeId: 'ct-blog',
        contentTypeName: 'Blog Post',
        updatedAt: new Date().toISOString(),
      },
      {
        id: 'item-2',
        title: 'Orphan',
        status: 'draft',
        contentTypeId: 'gone',
        contentTypeName: null,
        updatedAt: new Date().toISOString(),
      },
    ],
    workflow: { pendingReview: 2, needsChanges: 1, approved: 5 },
  }
}

/** The dashboard for the period asked; answers the URLs asked, in order. */
function stubDashboard() {
  const calls = stubApi.get('/api/v1/dashboard', ({ url }) => {
    const period = (url.searchParams.get('period') ?? 'week') as DashboardPeriod
    return { data: dashboardFor(period, url.searchParams.get('since') ?? '') }
  })
  return {
    at: (index: number) => calls.at(index)?.url,
  }
}

function renderDashboard(canEdit: boolean, canConnect = false) {
  renderApp(<DashboardOverview canEdit={canEdit} canConnect={canConnect} />)
}

describe('DashboardOverview', () => {
  it('offers admins a card to connect an app', () => {
    stubDashboard()
    renderDashboard(true, true)
    const card = screen.getByRole('region', { name: 'Connect your app' })
    expect(card.textContent).toContain('AI coding assistant')
    expect(within(card).getByRole('link', { name: 'Connect Now' }).getAttribute('href')).toBe(
      '/connections',
    )
  })

  it('shows editors and viewers no Connect Now', () => {
    stubDashboard()
    renderDashboard(true, false)
    expect(screen.queryByRole('region', { name: 'Connect your app' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Connect Now' })).toBeNull()
  })

  it('links each total to its list', async () => {
    stubDashboard()
    renderDashboard(true)
    const totals = screen.getByRole('list', { name: 'Totals' })
    await waitFor(() => expect(within(totals).getByText('12')).toBeDefined())
    const links = within(totals).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Content Types2', '/content-types'],
      ['Content Items12', '/content'],
      ['Published9', '/content?status=published'],
      ['Drafts3', '/content?status=draft'],
    ])
  })

  it('asks the server again for the chosen period', async () => {
    const urls = stubDashboard()
    renderDashboard(true)
    const bar = await screen.findByRole('progressbar')
    expect(bar.getAttribute('aria-valuenow')).toBe('75')
    expect(urls.at(0)?.searchParams.get('period')).toBe('week')

    fireEvent.click(screen.getByRole('radio', { name: 'Today' }))
    await waitFor(() =>
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25'),
    )
    const today = urls.at(-1)
    expect(today?.searchParams.get('period')).toBe('today')
    const midnight = new Date()
    midnight.setHours(0, 0, 0, 0)
    expect(today?.searchParams.get('since')).toBe(midnight.toISOString())
    expect(screen.getByText('items updated today')).toBeDefined()
    expect(screen.getByRole('radio', { name: 'Today' }).getAttribute('aria-checked')).toBe('true')

    // Arrow keys move the choice, as in any radio group.
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Today' }), { key: 'ArrowRight' })
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('period')).toBe('week'))
  })

  it('lists recent content with its type, or Unknown Type', async () => {
    stubDashboard()
    renderDashboard(true)
    const recent = await screen.findByRole('region', { name: 'Recent Content' })
    await waitFor(() => expect(within(recent).getByText('Hello world')).toBeDefined())
    expect(within(recent).getByRole('link', { name: 'Hello world' }).getAttribute('href')).toBe(
      '/content?item=item-1',
    )
    expect(within(recent).getByText(/Blog Post/)).toBeDefined()
    expect(within(recent).getByText(/Unknown Type/)).toBeDefined()
    expect(within(recent).getByText('Draft')).toBeDefined()
  })

  it('shows workflow counts and hides editing shortcuts from viewers', async () => {
    stubDashboard()
    renderDashboard(false)
    const workflow = screen.getByRole('region', { name: 'Workflow Status' })
    await waitFor(() => expect(within(workflow).getByText('5')).toBeDefined())
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }))
    expect(actions.queryByText('Create Content')).toBeNull()
    expect(actions.queryByText('Upload Media')).toBeNull()
    expect(actions.getByRole('link', { name: 'Manage Content Types' })).toBeDefined()
    expect(actions.getByRole('link', { name: 'AI Assistant' })).toBeDefined()
  })
})
