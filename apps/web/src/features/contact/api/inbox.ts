import type { InboxMessage, InboxPage } from '@folio/schema'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

/** What the inbox list asks for; `unread` keeps the unread messages only. */
export interface InboxQuery {
  page: number
  pageSize: number
  unread?: 'true'
}

const BASE = '/api/v1/contact-messages'
const messagePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`

export const inboxKeys = {
  all: ['contact-inbox'] as const,
  list: (query: InboxQuery) => ['contact-inbox', 'list', query] as const,
  unread: ['contact-inbox', 'unread'] as const,
  message: (id: string) => ['contact-inbox', 'message', id] as const,
}

/** `GET /api/v1/contact-messages`: one page of the inbox, newest first (admins). */
export const inboxQuery = (query: InboxQuery) =>
  queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => apiRequest<InboxPage>(BASE, { query: { ...query }, signal }),
    // The current page stays on screen while the next one or the other filter loads.
    placeholderData: keepPreviousData,
  })

/** `GET /api/v1/contact-messages/{id}` (admins). */
export const inboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: inboxKeys.message(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: InboxMessage }>(messagePath(id), { signal }).then((body) => body.data),
  })

/** The number on the sidebar's Inbox link; checked again every minute and on focus. */
export const inboxUnreadCountQuery = () =>
  queryOptions({
    queryKey: inboxKeys.unread,
    queryFn: ({ signal }) =>
      apiRequest<{ data: { unread: number } }>(`${BASE}/unread-count`, { signal }).then(
        (body) => body.data.unread,
      ),
    refetchInterval: 60_000,
  })

/** `PATCH /api/v1/contact-messages/{id}`: read or unread, for every admin. */
export function useMarkInboxMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest<{ data: InboxMessage }>(messagePath(id), {
        method: 'PATCH',
        body: { read },
      }).then((body) => body.data),
    onSuccess: (message) => queryClient.setQueryData(inboxKeys.message(message.id), message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  })
}

/** `DELETE /api/v1/contact-messages/{id}`. */
export function useDeleteInboxMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest<undefined>(messagePath(id), { method: 'DELETE' }),
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: inboxKeys.message(id) }),
    // The list and the count only: the deleted message's own query must not be asked again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contact-inbox', 'list'] }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.unread }),
      ]),
  })
}
