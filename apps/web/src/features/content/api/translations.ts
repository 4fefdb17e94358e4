import type { Translation, TranslationInput, TranslationList } from '@folio/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

const base = (itemId: string) => `/api/v1/content-items/${encodeURIComponent(itemId)}/translations`
const one = (itemId: string, locale: string) => `${base(itemId)}/${encodeURIComponent(locale)}`

export const translationKeys = {
  list: (itemId: string) => ['translations', itemId] as const,
  one: (itemId: string, locale: string) => ['translations', itemId, locale] as const,
}

/** `GET …/translations`: the item's own language and each translation's state. */
export const translationListQuery = (itemId: string) =>
  queryOptions({
    queryKey: translationKeys.list(itemId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: TranslationList }>(base(itemId), { signal }).then((body) => body.data),
  })

export const translationQuery = (itemId: string, locale: string) =>
  queryOptions({
    queryKey: translationKeys.one(itemId, locale),
    queryFn: ({ signal }) =>
      apiRequest<{ data: Translation }>(one(itemId, locale), { signal }).then((body) => body.data),
  })

function useTranslationMutation<V, R>(itemId: string, run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['translations', itemId] })
      // The content list shows each item's languages.
      await queryClient.invalidateQueries({ queryKey: ['content-items'] })
    },
  })
}

/** Starts a translation as a draft copied from the item. */
export const useCreateTranslation = (itemId: string) =>
  useTranslationMutation(itemId, (locale: string) =>
    apiRequest<{ data: Translation }>(base(itemId), { method: 'POST', body: { locale } }).then(
      (body) => body.data,
    ),
  )

export const useSaveTranslation = (itemId: string, locale: string) =>
  useTranslationMutation(itemId, (input: TranslationInput) =>
    apiRequest<{ data: Translation }>(one(itemId, locale), { method: 'PUT', body: input }).then(
      (body) => body.data,
    ),
  )

export const useDeleteTranslation = (itemId: string, locale: string) =>
  useTranslationMutation(itemId, () => apiRequest<void>(one(itemId, locale), { method: 'DELETE' }))
