import { afterEach, describe, expect, it, vi } from 'vitest'

import { prefetchScreenData } from './prefetch-screen-data'

import { dashboardKeys, DEFAULT_DASHBOARD_PERIOD } from '@/features/dashboard/api/get-dashboard'
import { createQueryClient } from '@/lib/query-client'
import { recordRequests, stubApi } from '@/testing/stub-api'

const auth = vi.hoisted(() => ({ isAuthenticated: true }))
vi.mock('@/features/auth/auth-sync', () => ({
  whenAuthResolved: () => Promise.resolve(auth),
}))

const dashboard = { totals: { contentTypes: 3, contentItems: 12, published: 9, drafts: 3 } }

function stubDashboard() {
  stubApi.get('/api/v1/dashboard', () => new Response(JSON.stringify({ data: dashboard })))
  return recordRequests()
}

describe('prefetchScreenData', () => {
  afterEach(() => {
    auth.isAuthenticated = true
  })

  it('asks for the dashboard as soon as the session is known, into the cache the screen reads', async () => {
    const asked = stubDashboard()
    const client = createQueryClient()
    prefetchScreenData('/dashboard', client)
    await vi.waitFor(() =>
      expect(client.getQueryData(dashboardKeys.period(DEFAULT_DASHBOARD_PERIOD))).toEqual(
        dashboard,
      ),
    )
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain('/api/v1/dashboard')
  })

  it('asks for nothing on screens without a known first query, or when signed out', async () => {
    const asked = stubDashboard()
    prefetchScreenData('/settings', createQueryClient())
    auth.isAuthenticated = false
    prefetchScreenData('/dashboard', createQueryClient())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asked).toEqual([])
  })
})
