import type { PluginValidator } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

// Under the plugins' own key, so refreshing everything about plugins refreshes this too.
export const pluginValidatorsKey = ['plugins', 'validators'] as const

/** `GET /api/v1/plugins/validators` (admins): the field validators of running plugins. */
export const pluginValidatorsQuery = () =>
  queryOptions({
    queryKey: pluginValidatorsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: PluginValidator[] }>('/api/v1/plugins/validators', { signal }).then(
        (body) => body.data,
      ),
    // A plugin started or stopped in Settings shows the next time a type editor opens.
    staleTime: 0,
  })
