import type { AiConversation, AiMessage, AiSavedContent } from '@folio/schema'

import type {
  AiConversationRow,
  AiMessageRow,
  ConversationListRow,
} from './conversations.repository.js'
import type { AiSavedContentRow } from './saved-content.repository.js'

/** What a conversation is called before its first prompt names it. */
export const UNTITLED_CONVERSATION = 'New conversation'

/** The longest title taken from a first prompt, in characters. */
const TITLE_FROM_PROMPT_MAX = 60

/** A title from a prompt's opening words: one line, cut at a word near 60 characters. */
export function titleFromPrompt(prompt: string): string {
  const line = prompt.replace(/\s+/g, ' ').trim()
  if (line.length <= TITLE_FROM_PROMPT_MAX) return line
  const cut = line.slice(0, TITLE_FROM_PROMPT_MAX)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > TITLE_FROM_PROMPT_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`
}

export function toConversation(row: AiConversationRow, messageCount: number): AiConversation {
  return {
    id: row.id,
    title: row.title || UNTITLED_CONVERSATION,
    messageCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function toConversationListItem(row: ConversationListRow): AiConversation {
  return toConversation(row, Number(row.message_count))
}

export function toMessage(row: AiMessageRow, savedId: string | null): AiMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    role: row.role,
    content: row.content,
    status: row.status,
    error: row.error,
    provider: row.provider,
    model: row.model,
    usage:
      row.input_tokens === null || row.output_tokens === null
        ? null
        : { inputTokens: row.input_tokens, outputTokens: row.output_tokens },
    savedId,
    createdAt: row.created_at,
  }
}

export function toSavedContent(row: AiSavedContentRow): AiSavedContent {
  return {
    id: row.id,
    prompt: row.prompt,
    content: row.content,
    messageId: row.message_id,
    createdAt: row.created_at,
  }
}
