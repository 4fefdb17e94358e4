import type { ApiKeyInput, ApiKeyWithSecret, ApiSettings, ApiSettingsInput } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiKeysKeys } from '@/lib/api/get-api-keys'

import { apiRequest } from '@/lib/api-client'

const keyPath = (id: string) => `/api/v1/api-keys/${encodeURIComponent(id)}`

/** `POST /api/v1/api-keys`: the answer carries the secret, the only time it is ever sent. */
export function createApiKey(input: ApiKeyInput): Promise<ApiKeyWithSecret> {
  return apiRequest<{ data: ApiKeyWithSecret }>('/api/v1/api-keys', {
    method: 'POST',
    body: input,
  }).then((body) => body.data)
}

/** `POST /api/v1/api-keys/{id}/regenerate`: a new secret; the old one stops working at once. */
export function regenerateApiKey(id: string): Promise<ApiKeyWithSecret> {
  return apiRequest<{ data: ApiKeyWithSecret }>(`${keyPath(id)}/regenerate`, {
    method: 'POST',
  }).then((body) => body.data)
}

/** `DELETE /api/v1/api-keys/{id}`: revokes the key. */
export function revokeApiKey(id: string): Promise<void> {
  return apiRequest<undefined>(keyPath(id), { method: 'DELETE' })
}

/** `PUT /api/v1/settings/api` */
export function saveApiSettings(input: ApiSettingsInput): Promise<ApiSettings> {
  return apiRequest<{ data: ApiSettings }>('/api/v1/settings/api', {
    method: 'PUT',
    body: input,
  }).then((body) => body.data)
}

// The secrets in these answers go to the caller only: never into the query cache.

export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list }),
  })
}

export function useRegenerateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: regenerateApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list }),
  })
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list }),
  })
}

export function useSaveApiSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveApiSettings,
    onSuccess: (settings) => queryClient.setQueryData(apiKeysKeys.settings, settings),
  })
}
