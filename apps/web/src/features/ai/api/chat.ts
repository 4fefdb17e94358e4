import type { AiConversation, AiConversationDetail } from '@folio/schema'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

export const chatKeys = {
  all: ['ai', 'conversations'] as const,
  list: ['ai', 'conversations', 'list'] as const,
  detail: (id: string) => ['ai', 'conversations', 'detail', id] as const,
}

const CONVERSATIONS_PATH = '/api/v1/ai/conversations'
export const conversationPath = (id: string) => `${CONVERSATIONS_PATH}/${encodeURIComponent(id)}`

/** `GET /api/v1/ai/conversations`: the user's conversations, most recently active first. */
export function getConversations(signal?: AbortSignal): Promise<AiConversation[]> {
  return apiRequest<{ data: AiConversation[] }>(CONVERSATIONS_PATH, { signal }).then(
    (body) => body.data,
  )
}

/** `GET /api/v1/ai/conversations/{id}`: the conversation with its messages in order. */
export function getConversation(id: string, signal?: AbortSignal): Promise<AiConversationDetail> {
  return apiRequest<{ data: AiConversationDetail }>(conversationPath(id), { signal }).then(
    (body) => body.data,
  )
}

/**
 * `POST /api/v1/ai/conversations`: the server names it after the first prompt. The chat creates
 * one when its first prompt is sent (see use-chat-session.ts).
 */
export function createConversation(): Promise<AiConversation> {
  return apiRequest<{ data: AiConversation }>(CONVERSATIONS_PATH, {
    method: 'POST',
    body: {},
  }).then((body) => body.data)
}

/** `PATCH /api/v1/ai/conversations/{id}` */
export function renameConversation(id: string, title: string): Promise<AiConversation> {
  return apiRequest<{ data: AiConversation }>(conversationPath(id), {
    method: 'PATCH',
    body: { title },
  }).then((body) => body.data)
}

/** `DELETE /api/v1/ai/conversations/{id}`: its messages go with it; saved replies stay. */
export function deleteConversation(id: string): Promise<void> {
  return apiRequest<undefined>(conversationPath(id), { method: 'DELETE' })
}

export const conversationsQuery = () =>
  queryOptions({ queryKey: chatKeys.list, queryFn: ({ signal }) => getConversations(signal) })

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: chatKeys.detail(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    // The thread is kept current by the stream itself; refetching on focus could only lag it,
    // and a conversation just created (its empty thread cached) needs no read when it opens.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  })

export function useRenameConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameConversation(id, title),
    onSuccess: (renamed) => {
      queryClient.setQueryData<AiConversation[]>(chatKeys.list, (list) =>
        list?.map((conversation) => (conversation.id === renamed.id ? renamed : conversation)),
      )
      queryClient.setQueryData<AiConversationDetail>(chatKeys.detail(renamed.id), (detail) =>
        detail ? { ...detail, ...renamed } : detail,
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.list }),
  })
}

export function useDeleteConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<AiConversation[]>(chatKeys.list, (list) =>
        list?.filter((conversation) => conversation.id !== id),
      )
      queryClient.removeQueries({ queryKey: chatKeys.detail(id) })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.list }),
  })
}
