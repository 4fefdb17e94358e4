import type { ContentItem } from '@folio/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { workflowKeys } from '@/lib/api/get-workflow'

import { apiRequest } from '@/lib/api-client'

const PICKER_SIZE = 8

/** `GET /api/v1/content-items`: the few items whose title matches, newest changes first. */
export function searchContentItems(q: string, signal?: AbortSignal): Promise<ContentItem[]> {
  return apiRequest<{ data: ContentItem[] }>('/api/v1/content-items', {
    query: { q: q || undefined, pageSize: PICKER_SIZE, sort: 'updatedAt', order: 'desc' },
    signal,
  }).then((body) => body.data)
}

/** Items to submit for review (the Submit item picker). */
export const contentPickerQuery = (q: string) =>
  queryOptions({
    queryKey: [...workflowKeys.all, 'content-picker', q] as const,
    queryFn: ({ signal }) => searchContentItems(q, signal),
    placeholderData: keepPreviousData,
  })
