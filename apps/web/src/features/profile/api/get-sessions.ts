import type { UserSession } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** `GET /api/v1/profile/sessions`: where the current user is signed in. */
export function getSessions(signal?: AbortSignal): Promise<UserSession[]> {
  return apiRequest<{ data: UserSession[] }>('/api/v1/profile/sessions', { signal }).then(
    (body) => body.data,
  )
}

export const sessionsQuery = queryOptions({
  queryKey: ['profile', 'sessions'],
  queryFn: ({ signal }) => getSessions(signal),
})
