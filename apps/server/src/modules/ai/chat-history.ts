import type { AiMessageRow } from './conversations.repository.js'
import type { ChatMessage } from './providers/index.js'

/**
 * How much of a conversation goes back to the provider with each prompt. Enough to carry the
 * thread; small enough that a long chat neither runs past a model's context nor costs more
 * with every prompt.
 */
const HISTORY_MAX_MESSAGES = 20
const HISTORY_MAX_CHARACTERS = 24_000

/** Sets the assistant's role; providers without a system role get it as they take it. */
export const CHAT_SYSTEM_PROMPT =
  'You are the writing assistant of Folio, a content management system. Help people write, ' +
  'edit and plan content for their website. Answer in the language of the prompt.'

/**
 * The earlier exchanges to send with a new prompt, oldest first: each prompt with its complete
 * reply. Prompts whose reply failed or was stopped are left out, so roles alternate as every
 * provider expects, and a broken answer does not steer the next one. The newest exchanges win
 * when the history is longer than the limits.
 */
export function chatHistory(rows: readonly AiMessageRow[]): ChatMessage[] {
  const exchanges: [ChatMessage, ChatMessage][] = []
  rows.forEach((row, index) => {
    const reply = rows[index + 1]
    if (row.role !== 'user' || reply?.role !== 'assistant' || reply.status !== 'complete') return
    exchanges.push([
      { role: 'user', content: row.content },
      { role: 'assistant', content: reply.content },
    ])
  })
  const kept: ChatMessage[] = []
  let characters = 0
  for (const exchange of exchanges.reverse()) {
    const size = exchange[0].content.length + exchange[1].content.length
    if (kept.length + 2 > HISTORY_MAX_MESSAGES || characters + size > HISTORY_MAX_CHARACTERS) break
    kept.unshift(...exchange)
    characters += size
  }
  return kept
}
