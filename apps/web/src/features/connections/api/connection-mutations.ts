import type { ApiKeyInput, ApiKeyWithSecret } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { connectionsKeys } from './get-connections'

import { apiRequest } from '@/lib/api-client'

/** `POST /api/v1/api-keys`: the answer carries the secret, the only time it is ever sent. */
export function createConnectionKey(input: ApiKeyInput): Promise<ApiKeyWithSecret> {
  return apiRequest<{ data: ApiKeyWithSecret }>('/api/v1/api-keys', {
    method: 'POST',
    body: input,
  }).then((body) => body.data)
}

/** `DELETE /api/v1/api-keys/{id}`: the app or assistant using the key loses access at once. */
export function revokeConnectionKey(id: string): Promise<void> {
  return apiRequest<undefined>(`/api/v1/api-keys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  })
}

// The secret goes to the caller only, never into the query cache; the list is fetched again.

export function useCreateConnectionKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createConnectionKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKeys.all }),
  })
}

export function useRevokeConnectionKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeConnectionKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKeys.all }),
  })
}
