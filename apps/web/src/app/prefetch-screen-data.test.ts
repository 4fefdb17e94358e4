import { afterEach, describe, expect, it, vi } from 'vitest'

import { prefetchScreenData } from './prefetch-screen-data'

import { dashboardKeys, DEFAULT_DASHBOARD_PERIOD } from '@/features/dashboard/api/get-dashboard'
import { createQueryClient } from '@/lib/query-client'

const auth = vi.hoisted(() => ({ isAuthenticated: true }))
vi.mock('@/features/auth/auth-sync', () => ({
  whenAuthResolved: () => Promise.resolve(auth),
}))

const dashboard = { totals: { contentTypes: 3, contentItems: 12, published: 9, drafts: 3 } }

function stubApi() {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ data: dashboard }), { status: 200 })),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('prefetchScreenData', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    auth.isAuthenticated = true
  })

  it('asks for the dashboard as soon as the session is known, into the cache the screen reads', async () => {
    const fetchMock = stubApi()
    const client = createQueryClient()
    prefetchScreenData('/dashboard', client)
    await vi.waitFor(() =>
      expect(client.getQueryData(dashboardKeys.period(DEFAULT_DASHBOARD_PERIOD))).toEqual(
        dashboard,
      ),
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/v1/dashboard')
  })

  it('asks for nothing on screens without a known first query, or when signed out', async () => {
    const fetchMock = stubApi()
    prefetchScreenData('/settings', createQueryClient())
    auth.isAuthenticated = false
    prefetchScreenData('/dashboard', createQueryClient())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
