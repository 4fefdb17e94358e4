import type { ComponentRegistry, ContentTypeField } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { componentsQuery, toRegistry } from '@/lib/api/get-components'

/**
 * Every component, as the item editor reads them: the Components screen's list query, so saving
 * a component there refreshes open editors too.
 */
export const editorComponentsQuery = componentsQuery()

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
  const components = useMemo(() => (query.data ? toRegistry(query.data) : empty), [query.data])
  return {
    components,
    ready: !needed || query.data !== undefined,
    error: needed && query.isError,
  }
}
