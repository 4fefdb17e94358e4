import type { AiUsageReport } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { aiKeys } from './settings'

import { apiRequest } from '@/lib/api-client'

/** The window Settings → AI reports on. */
export const AI_USAGE_DAYS = 30

/** `GET /api/v1/ai/usage?days=30`: totals, tokens per day (zero-filled) and per person. */
export const aiUsageQuery = (days: number = AI_USAGE_DAYS) =>
  queryOptions({
    queryKey: aiKeys.usage(days),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AiUsageReport }>('/api/v1/ai/usage', { query: { days }, signal }).then(
        (body) => body.data,
      ),
  })
