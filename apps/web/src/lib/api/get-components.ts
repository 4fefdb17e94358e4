import type { Component, ComponentRegistry } from '@folio/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export interface ComponentsQuery {
  q?: string | undefined
}

/** `GET /api/v1/components`: every component by name; `q` matches name or slug. */
export function getComponents(
  query: ComponentsQuery = {},
  signal?: AbortSignal,
): Promise<Component[]> {
  return apiRequest<{ data: Component[] }>('/api/v1/components', {
    query: { ...query },
    signal,
  }).then((body) => body.data)
}

/** `GET /api/v1/components/{idOrSlug}`. */
export function getComponent(idOrSlug: string, signal?: AbortSignal): Promise<Component> {
  return apiRequest<{ data: Component }>(componentPath(idOrSlug), { signal }).then(
    (body) => body.data,
  )
}

export const componentPath = (idOrSlug: string) =>
  `/api/v1/components/${encodeURIComponent(idOrSlug)}`

export const componentsKeys = {
  all: ['components'] as const,
  list: (query: ComponentsQuery) => ['components', 'list', query] as const,
  detail: (idOrSlug: string) => ['components', 'detail', idOrSlug] as const,
}

export const componentsQuery = (query: ComponentsQuery = {}) =>
  queryOptions({
    queryKey: componentsKeys.list(query),
    queryFn: ({ signal }) => getComponents(query, signal),
    placeholderData: keepPreviousData,
  })

export const componentQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: componentsKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getComponent(idOrSlug, signal),
  })

/** The components by id, as item data is checked and shown with them. */
export function toRegistry(components: readonly Component[]): ComponentRegistry {
  return new Map(components.map((component) => [component.id, component]))
}
