import type { Connection } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export const connectionsKeys = {
  all: ['connections'] as const,
  list: ['connections', 'list'] as const,
}

/** `GET /api/v1/connections` (admins): every API key with its recent requests and MCP clients. */
export function getConnections(signal?: AbortSignal): Promise<Connection[]> {
  return apiRequest<{ data: Connection[] }>('/api/v1/connections', { signal }).then(
    (body) => body.data,
  )
}

export const connectionsQuery = () =>
  queryOptions({ queryKey: connectionsKeys.list, queryFn: ({ signal }) => getConnections(signal) })
