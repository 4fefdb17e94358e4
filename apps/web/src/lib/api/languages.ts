import type { Language, LanguageInput, LanguageUpdate } from '@folio/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export const languagesKey = ['languages'] as const

/** `GET /api/v1/languages`: default first, then by name (the server's order). */
export const languagesQuery = () =>
  queryOptions({
    queryKey: languagesKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: Language[] }>('/api/v1/languages', { signal }).then((body) => body.data),
  })

const path = (code: string) => `/api/v1/languages/${encodeURIComponent(code)}`

function useLanguageMutation<V>(run: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: languagesKey }),
  })
}

export const useAddLanguage = () =>
  useLanguageMutation((input: LanguageInput) =>
    apiRequest<{ data: Language }>('/api/v1/languages', { method: 'POST', body: input }),
  )

export const useUpdateLanguage = () =>
  useLanguageMutation(({ code, ...changes }: LanguageUpdate & { code: string }) =>
    apiRequest<{ data: Language }>(path(code), { method: 'PATCH', body: changes }),
  )

export const useDeleteLanguage = () =>
  useLanguageMutation(({ code, force }: { code: string; force: boolean }) =>
    apiRequest<void>(path(code), { method: 'DELETE', query: { force: force || undefined } }),
  )
