import type { InviteUserInput, UpdateUserInput, UserSummary } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { usersKeys } from './get-users'

import { apiRequest } from '@/lib/api-client'

/** `POST /api/v1/users/invite`: emails the person a link to set their password. */
export function inviteUser(input: InviteUserInput): Promise<UserSummary> {
  return apiRequest<{ data: UserSummary }>('/api/v1/users/invite', {
    method: 'POST',
    body: input,
  }).then((body) => body.data)
}

/** `PATCH /api/v1/users/{id}`: a new role and/or status. */
export function updateUser(id: string, input: UpdateUserInput): Promise<UserSummary> {
  return apiRequest<{ data: UserSummary }>(`/api/v1/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  }).then((body) => body.data)
}

/** `POST /api/v1/users/{id}/reset-password`: emails the user a reset link. */
export function resetUserPassword(id: string): Promise<void> {
  return apiRequest<undefined>(`/api/v1/users/${encodeURIComponent(id)}/reset-password`, {
    method: 'POST',
  })
}

/** `DELETE /api/v1/users/{id}` (admins cannot be deleted). */
export function deleteUser(id: string): Promise<void> {
  return apiRequest<undefined>(`/api/v1/users/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** Invites a user and refreshes the list. */
export function useInviteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  })
}
