import { domainOrigin, type Site } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/**
 * The origin apps call the delivery API on: `https://<primary custom domain>` while one is in
 * use (saved, and the plan includes custom domains), else the origin of this page. Read from
 * the public `GET /api/v1/site`, under the key the app shell already fills, so it costs no
 * extra request. Shared because every screen that shows apps a URL needs it.
 */
export function useApiOrigin(): string {
  const site = useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: Site }>('/api/v1/site', { signal }).then((body) => body.data),
    staleTime: 60_000,
  })
  const domain = site.data?.primaryDomain
  return domain ? domainOrigin(domain) : window.location.origin
}
