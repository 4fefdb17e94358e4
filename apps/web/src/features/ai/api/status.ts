import type { AiStatus } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** The same key Settings → AI refreshes after a change (see `aiKeys.status`). */
export const aiStatusKey = ['ai', 'status'] as const

/** `GET /api/v1/ai/status`: whether the assistant can answer now, and with which model. */
export function getAiStatus(signal?: AbortSignal): Promise<AiStatus> {
  return apiRequest<{ data: AiStatus }>('/api/v1/ai/status', { signal }).then((body) => body.data)
}

export const aiStatusQuery = () =>
  queryOptions({ queryKey: aiStatusKey, queryFn: ({ signal }) => getAiStatus(signal) })
