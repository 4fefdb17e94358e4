import type { CustomDomain, CustomDomainSettings, Site } from '@folio/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { siteKeys } from '@/lib/api/site-settings'

import { apiRequest } from '@/lib/api-client'

export const domainKeys = {
  settings: ['settings', 'domains'] as const,
}

/** `GET /api/v1/settings/domains` (admins). */
export const domainSettingsQuery = () =>
  queryOptions({
    queryKey: domainKeys.settings,
    queryFn: ({ signal }) =>
      apiRequest<{ data: CustomDomainSettings }>('/api/v1/settings/domains', { signal }).then(
        (body) => body.data,
      ),
  })

/**
 * `PUT /api/v1/settings/domains`: the whole list. `GET /site` names the primary domain, which
 * the API screens build their URLs on, so it is refreshed too.
 */
export function useSaveDomains() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (domains: CustomDomain[]) =>
      apiRequest<{ data: CustomDomainSettings }>('/api/v1/settings/domains', {
        method: 'PUT',
        body: { domains },
      }).then((body) => body.data),
    onSuccess: (saved) => {
      queryClient.setQueryData(domainKeys.settings, saved)
      const primary = saved.domains.find((domain) => domain.primary)?.hostname ?? null
      queryClient.setQueryData<Site>(siteKeys.site, (site) =>
        site ? { ...site, primaryDomain: saved.inUse ? primary : null } : site,
      )
    },
  })
}
