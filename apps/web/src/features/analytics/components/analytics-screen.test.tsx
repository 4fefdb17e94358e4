import {
  entitlementFeatures,
  entitlementMessage,
  type Analytics,
  type EntitlementFeature,
} from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'

import { AnalyticsScreen } from './analytics-screen'

import { renderApp } from '@/testing/render-app'
import { apiJson, apiNotFound, stubApi } from '@/testing/stub-api'

// Recharts loads on first use; loading it once up front keeps that out of each wait below.
beforeAll(() => import('@/components/ui/bar-chart'), 30_000)

const json = (status: number, body: unknown) => apiJson(body, status)

const days = (count: number) =>
  Array.from({ length: count }, (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`)

function emptyAnalytics(range = 7): Analytics {
  const dates = days(range)
  return {
    days: range,
    from: dates[0]!,
    to: dates.at(-1)!,
    totals: { created: 0, published: 0, requests: 0, reads: 0 },
    contentPerDay: dates.map((date) => ({ date, created: 0, published: 0 })),
    requestsPerKey: [],
    mostRead: [],
  }
}

function busyAnalytics(range = 7): Analytics {
  const base = emptyAnalytics(range)
  const series = (counts: number[]) =>
    base.contentPerDay.map((day, i) => ({ date: day.date, count: counts[i] ?? 0 }))
  return {
    ...base,
    totals: { created: 5, published: 3, requests: 1240, reads: 57 },
    contentPerDay: base.contentPerDay.map((day, i) => ({
      ...day,
      created: i === 2 ? 4 : i === 5 ? 1 : 0,
      published: i === 5 ? 3 : 0,
    })),
    requestsPerKey: [
      {
        apiKeyId: 'key-1',
        name: 'Marketing site',
        perDay: series([100, 200, 300, 400, 0, 0, 200]),
        total: 1200,
      },
      { apiKeyId: 'key-2', name: 'Mobile app', perDay: series([0, 0, 0, 0, 40]), total: 40 },
    ],
    mostRead: [
      {
        itemId: 'item-1',
        title: 'Hello world',
        contentType: { id: 'type-1', slug: 'blog-post', name: 'Blog Post' },
        reads: 50,
      },
      {
        itemId: 'item-2',
        title: 'Pricing',
        contentType: { id: 'type-2', slug: 'page', name: 'Page' },
        reads: 7,
      },
    ],
  }
}

/** A fake API: the plan (or a failure to read it) and the analytics answers, in order. */
function stubAnalyticsApi(options: {
  entitlements?: readonly EntitlementFeature[] | 'unavailable'
  answers: (days: number) => Response
}) {
  const asked: number[] = []
  stubApi.get('/api/v1/billing/subscription', () => {
    if (options.entitlements === 'unavailable' || options.entitlements === undefined) {
      return apiNotFound()
    }
    // Only the entitlements matter here; the rest of the plan is left out, as before.
    return json(200, { data: { entitlements: options.entitlements } })
  })
  stubApi.get('/api/v1/analytics', ({ url }) => {
    const range = Number(url.searchParams.get('days'))
    asked.push(range)
    return options.answers(range)
  })
  return { asked }
}

function CurrentSearch() {
  return <output aria-label="Search">{useLocation().search}</output>
}

function renderScreen(path = '/analytics?days=7') {
  renderApp(
    <Routes>
      <Route
        path="/analytics"
        element={
          <>
            <AnalyticsScreen />
            <CurrentSearch />
          </>
        }
      />
    </Routes>,
    { route: path },
  )
}

describe('AnalyticsScreen', () => {
  it('shows a lock with an upgrade link on the Free plan, and asks for no figures', async () => {
    const api = stubAnalyticsApi({
      entitlements: [],
      answers: () => json(200, { data: busyAnalytics() }),
    })
    renderScreen()
    const lock = await screen.findByRole('note', { name: 'Advanced analytics needs Premium' })
    expect(lock.textContent).toContain('most-read items')
    expect(within(lock).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/settings?tab=subscription',
    )
    expect(screen.queryByRole('radiogroup', { name: 'Range' })).toBeNull()
    expect(api.asked).toEqual([])
  })

  it('shows the lock when the server answers 402', async () => {
    stubAnalyticsApi({
      entitlements: 'unavailable',
      answers: () =>
        json(402, {
          error: { code: 'payment_required', message: entitlementMessage('advanced_analytics') },
        }),
    })
    renderScreen()
    expect(
      await screen.findByRole('note', { name: 'Advanced analytics needs Premium' }),
    ).toBeDefined()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('says so per chart when nothing happened in the period', async () => {
    stubAnalyticsApi({
      entitlements: entitlementFeatures,
      answers: (range) => json(200, { data: emptyAnalytics(range) }),
    })
    renderScreen()
    expect(await screen.findByText('No items created or published in this period')).toBeDefined()
    expect(screen.getByText('No API requests in this period')).toBeDefined()
    expect(screen.getByText('No item reads in this period')).toBeDefined()
    const totals = screen.getAllByRole('definition').map((dd) => dd.textContent)
    expect(totals).toEqual(['0', '0', '0', '0'])
  })

  it('draws the figures, with words and tables for screen readers', async () => {
    stubAnalyticsApi({
      entitlements: entitlementFeatures,
      answers: (range) => json(200, { data: busyAnalytics(range) }),
    })
    renderScreen()

    await screen.findByRole('list', { name: 'Most-read items' })
    const content = screen.getByRole('region', { name: 'Content' })
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '5',
      '3',
      '1,240',
      '57',
    ])
    // The chart loads on first use.
    expect((await within(content).findByRole('img')).getAttribute('aria-label')).toBe(
      'Items created and published per day, last 7 days: 5 Created, 3 Published; busiest day Mar 3 with 4 items',
    )
    const contentTable = within(content).getByRole('table')
    expect(within(contentTable).getAllByRole('row')).toHaveLength(8)
    expect(within(contentTable).getByRole('row', { name: 'Mar 3 4 0' })).toBeDefined()

    const requests = screen.getByRole('region', { name: 'API requests' })
    const legend = within(requests).getByRole('list', { name: 'Legend' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Marketing site1,200', 'Mobile app40'])
    expect((await within(requests).findByRole('img')).getAttribute('aria-label')).toContain(
      '1,200 Marketing site, 40 Mobile app; busiest day Mar 4 with 400 requests',
    )

    const mostRead = within(screen.getByRole('region', { name: 'Most-read items' })).getByRole(
      'list',
      { name: 'Most-read items' },
    )
    const entries = within(mostRead).getAllByRole('listitem')
    expect(entries.map((li) => li.textContent)).toEqual([
      '1Hello worldBlog Post50 reads',
      '2PricingPage7 reads',
    ])
    expect(
      within(entries[0]!).getByRole('link', { name: 'Hello world' }).getAttribute('href'),
    ).toBe('/content?item=item-1')
  })

  it('shows the figures of a day in a tooltip that the arrow keys move', async () => {
    stubAnalyticsApi({
      entitlements: entitlementFeatures,
      answers: (range) => json(200, { data: busyAnalytics(range) }),
    })
    renderScreen()
    const content = await screen.findByRole('region', { name: 'Content' })
    const chart = await within(content).findByRole('img')
    expect(within(content).queryByRole('status')).toBeNull()

    // Focus shows the first day; the arrow keys go from day to day.
    fireEvent.focus(chart)
    const tooltip = await within(content).findByRole('status')
    expect(tooltip.textContent).toBe('Mar 1Created: 0Published: 0')
    fireEvent.keyDown(chart, { key: 'ArrowRight' })
    fireEvent.keyDown(chart, { key: 'ArrowRight' })
    await waitFor(() =>
      expect(within(content).getByRole('status').textContent).toBe('Mar 3Created: 4Published: 0'),
    )
    fireEvent.blur(chart)
    await waitFor(() => expect(within(content).queryByRole('status')).toBeNull())
  })

  it('adds up the quietest keys as one series when there are many', async () => {
    const base = busyAnalytics()
    const keys = Array.from({ length: 7 }, (_, i) => ({
      apiKeyId: `key-${i}`,
      name: `App ${i}`,
      perDay: base.contentPerDay.map((day) => ({ date: day.date, count: 10 - i })),
      total: 7 * (10 - i),
    }))
    stubAnalyticsApi({
      entitlements: entitlementFeatures,
      answers: () => json(200, { data: { ...base, requestsPerKey: keys } }),
    })
    renderScreen()
    await screen.findByRole('list', { name: 'Most-read items' })
    const requests = screen.getByRole('region', { name: 'API requests' })
    const legend = within(requests).getByRole('list', { name: 'Legend' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['App 070', 'App 163', 'App 256', 'App 349', 'Other keys (3)105'])
  })

  it('keeps the range in ?days= and moves it with the arrow keys', async () => {
    const api = stubAnalyticsApi({
      entitlements: entitlementFeatures,
      answers: (range) => json(200, { data: busyAnalytics(range) }),
    })
    renderScreen('/analytics')
    const range = await screen.findByRole('radiogroup', { name: 'Range' })
    const thirty = within(range).getByRole('radio', { name: '30 days' })
    expect(thirty.getAttribute('aria-checked')).toBe('true')
    await waitFor(() => expect(api.asked).toEqual([30]))

    fireEvent.click(within(range).getByRole('radio', { name: '90 days' }))
    await waitFor(() => expect(screen.getByLabelText('Search').textContent).toBe('?days=90'))
    await waitFor(() => expect(api.asked).toEqual([30, 90]))

    const ninety = within(range).getByRole('radio', { name: '90 days' })
    fireEvent.keyDown(ninety, { key: 'ArrowRight' })
    await waitFor(() => expect(screen.getByLabelText('Search').textContent).toBe('?days=7'))
    expect(document.activeElement).toBe(within(range).getByRole('radio', { name: '7 days' }))
    await waitFor(() => expect(api.asked).toEqual([30, 90, 7]))
  })

  it('offers a retry when the figures cannot be loaded', async () => {
    let fail = true
    stubAnalyticsApi({
      entitlements: entitlementFeatures,
      answers: (range) =>
        fail
          ? json(500, { error: { code: 'internal_error', message: 'The server broke' } })
          : json(200, { data: busyAnalytics(range) }),
    })
    renderScreen()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load analytics')
    expect(alert.textContent).toContain('The server broke')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Most-read items' })).toBeDefined()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
