import type { AiConversationDetail, AiSavedContent } from '@folio/schema'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import { chatKeys } from './chat'

import { apiRequest } from '@/lib/api-client'

export const savedKeys = {
  all: ['ai', 'saved'] as const,
  list: (q: string) => ['ai', 'saved', 'list', q] as const,
}

const SAVED_PATH = '/api/v1/ai/saved'

/** `GET /api/v1/ai/saved?q=`: the user's saved replies, newest first; `q` searches them. */
export function getSavedContent(q: string, signal?: AbortSignal): Promise<AiSavedContent[]> {
  return apiRequest<{ data: AiSavedContent[] }>(SAVED_PATH, { query: { q }, signal }).then(
    (body) => body.data,
  )
}

/** `POST /api/v1/ai/saved`: only a complete reply can be saved, once (409 after that). */
export function saveReply(messageId: string): Promise<AiSavedContent> {
  return apiRequest<{ data: AiSavedContent }>(SAVED_PATH, {
    method: 'POST',
    body: { messageId },
  }).then((body) => body.data)
}

/** `DELETE /api/v1/ai/saved/{id}` */
export function deleteSavedContent(id: string): Promise<void> {
  return apiRequest<undefined>(`${SAVED_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export const savedContentQuery = (q: string) =>
  queryOptions({
    queryKey: savedKeys.list(q),
    queryFn: ({ signal }) => getSavedContent(q, signal),
    // A new search keeps the old results on screen (dimmed) until its answer arrives.
    placeholderData: keepPreviousData,
  })

/** Saves a reply of a conversation, then marks it saved in that conversation's thread. */
export function useSaveReply(conversationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveReply,
    onSuccess: (saved, messageId) => {
      queryClient.setQueryData<AiConversationDetail>(chatKeys.detail(conversationId), (detail) =>
        detail
          ? {
              ...detail,
              messages: detail.messages.map((message) =>
                message.id === messageId ? { ...message, savedId: saved.id } : message,
              ),
            }
          : detail,
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  })
}

export function useDeleteSavedContent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSavedContent,
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<AiSavedContent[]>({ queryKey: savedKeys.all }, (list) =>
        list?.filter((entry) => entry.id !== id),
      )
      // A reply saved from an open conversation can be saved again.
      void queryClient.invalidateQueries({ queryKey: chatKeys.all })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  })
}
