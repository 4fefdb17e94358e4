import type { MyPermissions } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export const myPermissionsKey = ['me', 'permissions'] as const

/** `GET /api/v1/me/permissions`: what the signed-in user may do under Settings → Permissions. */
export const myPermissionsQuery = () =>
  queryOptions({
    queryKey: myPermissionsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: MyPermissions }>('/api/v1/me/permissions', { signal }).then(
        (body) => body.data,
      ),
    staleTime: 60_000,
  })
