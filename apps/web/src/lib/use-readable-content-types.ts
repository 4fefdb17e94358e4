import type { ContentType } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { contentTypesQuery } from '@/lib/api/get-content-types'
import { usePermissions } from '@/lib/use-permissions'

/**
 * Stands in for a content type's slug in API examples while the installation has none the
 * user may read: clearly not a real type, so nobody mistakes its 404 for a broken server.
 */
export const EXAMPLE_TYPE_PLACEHOLDER = 'your-type'

/**
 * The content types whose items the signed-in user may read, for examples that call the API:
 * an example that lists another type's items would answer 404 or 403.
 */
export function useReadableContentTypes(): {
  types: ContentType[] | undefined
  isPending: boolean
  isError: boolean
} {
  const query = useQuery(contentTypesQuery())
  const permissions = usePermissions()
  return {
    types: query.data?.filter((type) => permissions.content(type.id, 'view')),
    isPending: query.isPending,
    isError: query.isError,
  }
}
