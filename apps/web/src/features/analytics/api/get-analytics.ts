import type { Analytics, AnalyticsRange } from '@folio/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export const analyticsKeys = {
  all: ['analytics'] as const,
  range: (days: AnalyticsRange) => ['analytics', days] as const,
}

/** `GET /api/v1/analytics?days=`: content, API requests and most-read items (Premium). */
export function getAnalytics(days: AnalyticsRange, signal?: AbortSignal): Promise<Analytics> {
  return apiRequest<{ data: Analytics }>('/api/v1/analytics', { query: { days }, signal }).then(
    (body) => body.data,
  )
}

export const analyticsQuery = (days: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.range(days),
    queryFn: ({ signal }) => getAnalytics(days, signal),
    // The charts keep the previous range's figures while another range loads.
    placeholderData: keepPreviousData,
  })
