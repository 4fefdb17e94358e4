import type { AiConversationDetail, AiMessage } from '@folio/schema'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'

import { chatKeys, createConversation } from '../../api/chat'
import { streamReply } from '../../api/stream-reply'

import { errorMessage } from '@/lib/api-client'

/** The exchange in progress (or one that failed before the server stored it). */
export interface LiveExchange {
  conversationId: string | null
  prompt: string
  /** Both arrive with the stream's `start` event. */
  userMessage: AiMessage | null
  reply: AiMessage | null
  content: string
  state: 'waiting' | 'streaming' | 'complete' | 'stopped' | 'error'
  error: string | null
}

/** Whether the prompt reached the stream, or was refused before it (and may be sent again). */
export type SendResult = 'sent' | 'refused'

const INTERRUPTED = 'The reply ended before it was complete. Try again.'

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

// Reads already on their way are waited for, never cancelled: a cancelled read shows in the
// browser's network panel as a failed request although the server answered it.
const noCancel = { cancelRefetch: false } as const

/**
 * Sends prompts and follows the streamed reply: deltas are appended as they arrive, and the
 * finished exchange goes into the conversation's cached thread. `stop` aborts the request; the
 * server keeps the partial reply as `stopped`, and so does the thread.
 */
export function useChatSession(options: {
  conversationId: string | null
  /** A first prompt creates the conversation: the screen then shows it. */
  onCreated: (id: string) => void
}) {
  const queryClient = useQueryClient()
  const [live, setLive] = useState<LiveExchange | null>(null)
  const controller = useRef<AbortController | null>(null)
  // Bumped by reset: a reply still winding down must not reappear in another conversation.
  const generation = useRef(0)
  const onCreated = useRef(options.onCreated)
  useEffect(() => {
    onCreated.current = options.onCreated
  })

  // Leaving the screen stops the reply (the server keeps what was written).
  useEffect(() => () => controller.current?.abort(), [])

  /** Puts stored messages into the cached thread; false when the thread is not cached. */
  const commit = useCallback(
    (id: string, messages: AiMessage[]) => {
      const ids = new Set(messages.map((message) => message.id))
      const key = chatKeys.detail(id)
      if (!queryClient.getQueryData(key)) return false
      queryClient.setQueryData<AiConversationDetail>(
        key,
        (detail) =>
          detail && {
            ...detail,
            messages: [...detail.messages.filter((message) => !ids.has(message.id)), ...messages],
          },
      )
      return true
    },
    [queryClient],
  )

  const send = useCallback(
    async (prompt: string): Promise<SendResult> => {
      if (controller.current) return 'refused'
      const abort = new AbortController()
      controller.current = abort
      const mine = ++generation.current
      const draft: LiveExchange = {
        conversationId: options.conversationId,
        prompt,
        userMessage: null,
        reply: null,
        content: '',
        state: 'waiting',
        error: null,
      }
      const show = (patch: Partial<LiveExchange>) => {
        Object.assign(draft, patch)
        if (generation.current === mine) setLive({ ...draft })
      }
      /** The exchange ended: into the thread when the server stored it, else shown as is. */
      const finish = (reply: AiMessage | null, patch: Partial<LiveExchange>) => {
        const { userMessage, conversationId } = draft
        const stored = conversationId && userMessage && reply
        if (stored && commit(conversationId, [userMessage, reply])) {
          if (generation.current === mine) setLive(null)
        } else {
          show(patch)
        }
      }
      show({})

      let started = false
      try {
        let id = draft.conversationId
        if (!id) {
          const created = await createConversation()
          id = created.id
          queryClient.setQueryData(chatKeys.detail(id), { ...created, messages: [] })
          show({ conversationId: id })
          onCreated.current(id)
        }
        // A read of the thread begun earlier lands before the exchange, never on top of it.
        if (queryClient.isFetching({ queryKey: chatKeys.detail(id) }) > 0) {
          await queryClient.refetchQueries({ queryKey: chatKeys.detail(id) }, noCancel)
        }
        let ended = false
        for await (const event of streamReply(id, prompt, abort.signal)) {
          if (abort.signal.aborted) break
          if (event.type === 'start') {
            started = true
            show({ userMessage: event.userMessage, reply: event.reply, state: 'streaming' })
            void queryClient.invalidateQueries({ queryKey: chatKeys.list }, noCancel)
          } else if (event.type === 'delta') {
            show({ content: draft.content + event.text, state: 'streaming' })
          } else if (event.type === 'done') {
            ended = true
            finish(event.reply, {
              reply: event.reply,
              content: event.reply.content,
              state: 'complete',
            })
          } else {
            ended = true
            const reply = event.reply && {
              ...event.reply,
              error: event.reply.error ?? event.message,
            }
            finish(reply, { state: 'error', error: event.message })
          }
        }
        if (abort.signal.aborted) throw new DOMException('Stopped', 'AbortError')
        if (!ended) finish(null, { state: 'error', error: INTERRUPTED })
      } catch (error) {
        if (isAbort(error) || abort.signal.aborted) {
          const reply = draft.reply && {
            ...draft.reply,
            content: draft.content,
            status: 'stopped' as const,
          }
          finish(reply, { state: 'stopped' })
        } else {
          const message = errorMessage(error)
          const reply = draft.reply && {
            ...draft.reply,
            content: draft.content,
            status: 'error' as const,
            error: message,
          }
          finish(reply, { state: 'error', error: message })
        }
      } finally {
        if (controller.current === abort) controller.current = null
        void queryClient.invalidateQueries({ queryKey: chatKeys.list }, noCancel)
      }
      return started ? 'sent' : 'refused'
    },
    [commit, options.conversationId, queryClient],
  )

  const stop = useCallback(() => controller.current?.abort(), [])

  /** Stops any reply and forgets the exchange on screen (another conversation is opening). */
  const reset = useCallback(() => {
    generation.current++
    controller.current?.abort()
    // The next conversation may send at once, while this reply is still winding down.
    controller.current = null
    setLive(null)
  }, [])

  const busy = live?.state === 'waiting' || live?.state === 'streaming'
  return { live, busy, send, stop, reset }
}
