import type { AiMessage, AiMessageStatus } from '@folio/schema'

import type { LiveExchange } from './use-chat-session'

/** One message as the thread shows it, stored or still arriving. */
export interface ThreadEntry {
  key: string
  role: 'user' | 'assistant'
  content: string
  status: AiMessageStatus | 'waiting' | 'streaming'
  error: string | null
  /** The stored message's id: saving a reply needs it. */
  messageId: string | null
  savedId: string | null
}

const fromMessage = (message: AiMessage): ThreadEntry => ({
  key: message.id,
  role: message.role,
  content: message.content,
  status: message.status,
  error: message.error,
  messageId: message.id,
  savedId: message.savedId,
})

/** The stored messages, then the exchange in progress (which replaces its stored copies). */
export function threadEntries(messages: AiMessage[], live: LiveExchange | null): ThreadEntry[] {
  if (!live) return messages.map(fromMessage)
  const liveIds = new Set([live.userMessage?.id, live.reply?.id])
  const stored = messages.filter((message) => !liveIds.has(message.id)).map(fromMessage)
  return [
    ...stored,
    {
      key: live.userMessage?.id ?? 'live-prompt',
      role: 'user',
      content: live.prompt,
      status: 'complete',
      error: null,
      messageId: live.userMessage?.id ?? null,
      savedId: null,
    },
    {
      key: live.reply?.id ?? 'live-reply',
      role: 'assistant',
      content: live.content,
      status: live.state,
      error: live.error,
      messageId: live.reply?.id ?? null,
      savedId: live.reply?.savedId ?? null,
    },
  ]
}
