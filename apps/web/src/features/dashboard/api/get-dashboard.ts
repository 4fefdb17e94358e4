import type { Dashboard, DashboardPeriod } from '@folio/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Where a period starts, in the viewer's own time zone (which only the browser knows): local
 * midnight for today, seven or thirty days back for the week and the month.
 */
export function periodSince(period: DashboardPeriod, now: Date = new Date()): string {
  switch (period) {
    case 'today':
      return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString()
    case 'week':
      return new Date(now.getTime() - 7 * DAY_MS).toISOString()
    case 'month':
      return new Date(now.getTime() - 30 * DAY_MS).toISOString()
  }
}

/** `GET /api/v1/dashboard`: totals, the period's publishing overview, recent items, workflow. */
export function getDashboard(period: DashboardPeriod, signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<{ data: Dashboard }>('/api/v1/dashboard', {
    query: { period, since: periodSince(period) },
    signal,
  }).then((body) => body.data)
}

/** The period the dashboard opens on. */
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'week'

export const dashboardKeys = {
  all: ['dashboard'] as const,
  period: (period: DashboardPeriod) => ['dashboard', period] as const,
}

export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.period(period),
    // `since` is worked out at fetch time, so a refetch tomorrow counts from tomorrow's midnight.
    queryFn: ({ signal }) => getDashboard(period, signal),
    // The cards keep their numbers while another period loads.
    placeholderData: keepPreviousData,
  })
