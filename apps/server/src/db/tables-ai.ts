import type { AiMessageStatus, AiProvider } from '@folio/schema'

/** Tables of the AI assistant (migration 0012); Settings → AI is a settings key. */
export interface AiTables {
  ai_conversations: AiConversationTable
  ai_messages: AiMessageTable
  ai_saved_content: AiSavedContentTable
  ai_usage: AiUsageTable
}

/** A chat of one person with the assistant; nobody else sees it. */
export interface AiConversationTable {
  id: string
  user_id: string
  title: string
  created_at: string
  /** Moves with every new message, so the list shows the latest chat first. */
  updated_at: string
}

/** One prompt or reply of a conversation. */
export interface AiMessageTable {
  id: string
  conversation_id: string
  /** 1, 2, 3… within the conversation: timestamps of a prompt and its reply may be equal. */
  position: number
  role: 'user' | 'assistant'
  content: string
  status: AiMessageStatus
  /** Why an `error` reply failed, in words for the user. */
  error: string | null
  /** Replies only: which provider and model wrote it. */
  provider: AiProvider | null
  model: string | null
  input_tokens: number | null
  output_tokens: number | null
  created_at: string
}

/** A reply someone kept, with the prompt that asked for it. */
export interface AiSavedContentTable {
  id: string
  user_id: string
  /** Unique while set; null once the conversation it came from is deleted. */
  message_id: string | null
  prompt: string
  content: string
  created_at: string
}

/** One provider call and the tokens it used, for Settings → AI → Usage. */
export interface AiUsageTable {
  id: string
  /** Null once the account is deleted: the tokens were still spent. */
  user_id: string | null
  kind: 'chat' | 'assist' | 'test'
  provider: AiProvider
  model: string
  input_tokens: number
  output_tokens: number
  created_at: string
}
