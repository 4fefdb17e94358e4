import type {
  SeoMeta,
  SeoMetaInput,
  SeoSettings,
  SeoSettingsInput,
  SitemapEntry,
  SitemapEntryInput,
} from '@folio/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export const seoKeys = {
  settings: ['seo', 'settings'] as const,
  entries: ['seo', 'sitemap-entries'] as const,
  item: (id: string) => ['seo', 'item', id] as const,
}

const data = <T>(promise: Promise<{ data: T }>) => promise.then((body) => body.data)

export const seoSettingsQuery = () =>
  queryOptions({
    queryKey: seoKeys.settings,
    queryFn: ({ signal }) =>
      data(apiRequest<{ data: SeoSettings }>('/api/v1/seo/settings', { signal })),
  })

export const sitemapEntriesQuery = () =>
  queryOptions({
    queryKey: seoKeys.entries,
    queryFn: ({ signal }) =>
      data(apiRequest<{ data: SitemapEntry[] }>('/api/v1/sitemap-entries', { signal })),
  })

export const itemSeoQuery = (itemId: string) =>
  queryOptions({
    queryKey: seoKeys.item(itemId),
    queryFn: ({ signal }) =>
      data(apiRequest<{ data: SeoMeta }>(`/api/v1/content-items/${itemId}/seo`, { signal })),
  })

export function useSaveSeoSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SeoSettingsInput) =>
      data(
        apiRequest<{ data: SeoSettings }>('/api/v1/seo/settings', { method: 'PUT', body: input }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(seoKeys.settings, saved),
  })
}

export function useSaveSitemapEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: SitemapEntryInput & { id?: string }) =>
      data(
        apiRequest<{ data: SitemapEntry }>(
          id ? `/api/v1/sitemap-entries/${id}` : '/api/v1/sitemap-entries',
          { method: id ? 'PATCH' : 'POST', body: input },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seoKeys.entries }),
  })
}

export function useDeleteSitemapEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/v1/sitemap-entries/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seoKeys.entries }),
  })
}

export function useSaveItemSeo(itemId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SeoMetaInput) =>
      data(
        apiRequest<{ data: SeoMeta }>(`/api/v1/content-items/${itemId}/seo`, {
          method: 'PUT',
          body: input,
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(seoKeys.item(itemId), saved),
  })
}
