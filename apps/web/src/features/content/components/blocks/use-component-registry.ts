import type { Component, ComponentRegistry, ContentTypeField } from '@folio/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { apiRequest } from '@/lib/api-client'

/**
 * Every component, as the item editor reads them (`GET /api/v1/components`). The key is the
 * Components screen's list key, so saving a component there refreshes open editors too.
 */
export const editorComponentsQuery = queryOptions({
  queryKey: ['components', 'list', {}] as const,
  queryFn: ({ signal }) =>
    apiRequest<{ data: Component[] }>('/api/v1/components', { signal }).then((body) => body.data),
  staleTime: 30_000,
})

/** Whether any field (at the top level) needs components to be read, written or shown. */
export function usesComponents(fields: readonly ContentTypeField[]): boolean {
  return fields.some((field) => field.type === 'component' || field.type === 'blocks')
}

const empty: ComponentRegistry = new Map()

/**
 * The components by id, for the fields of one type. A type without component or blocks fields
 * asks for nothing and is ready at once.
 */
export function useComponentRegistry(fields: readonly ContentTypeField[]): {
  components: ComponentRegistry
  ready: boolean
  error: boolean
} {
  const needed = usesComponents(fields)
  const query = useQuery({ ...editorComponentsQuery, enabled: needed })
  const components = useMemo<ComponentRegistry>(
    () => (query.data ? new Map(query.data.map((component) => [component.id, component])) : empty),
    [query.data],
  )
  return {
    components,
    ready: !needed || query.data !== undefined,
    error: needed && query.isError,
  }
}
