import type { AuditLogPage } from '@folio/schema'
import { infiniteQueryOptions } from '@tanstack/react-query'

import { apiRequest, withQuery } from '@/lib/api-client'

export interface AuditFilters {
  area: string
  q: string
}

/** `GET /api/v1/audit-log`, a page at a time ("Load more" follows `meta.nextCursor`). */
export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AuditLogPage>(
        withQuery('/api/v1/audit-log', {
          area: filters.area || undefined,
          q: filters.q || undefined,
          before: pageParam ?? undefined,
          limit: 25,
        }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.nextCursor,
  })
