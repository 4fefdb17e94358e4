import type { AuthOptions } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** What the login page offers: demo accounts, sign-up, the first-admin note, the dev mailbox. */
export function getAuthOptions(): Promise<AuthOptions> {
  return apiRequest<{ data: AuthOptions }>('/api/v1/auth-options').then((body) => body.data)
}

export const authOptionsQuery = queryOptions({
  queryKey: ['auth-options'],
  queryFn: getAuthOptions,
  staleTime: 60_000,
  retry: 1,
})
