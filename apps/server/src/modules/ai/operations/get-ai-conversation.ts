import type { AiConversationDetail } from '@folio/schema'

import type { Actor, OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { conversationNotFound } from '../ai-errors.js'
import { toConversation, toMessage } from '../ai-view.js'
import {
  findConversationRow,
  listMessageRows,
  type AiConversationRow,
} from '../conversations.repository.js'

/**
 * A conversation of the actor's. Someone else's answers 404 like a missing one: whether it
 * exists is nobody else's business.
 */
export async function requireOwnConversation(
  ctx: OperationContext,
  actor: Actor,
  id: string,
): Promise<AiConversationRow> {
  const row = await findConversationRow(ctx.db, id)
  if (!row || row.user_id !== actor.userId) throw conversationNotFound()
  return row
}

/** One of the caller's conversations with its messages in order. Editors and admins. */
export async function getAiConversation(
  ctx: OperationContext,
  id: string,
): Promise<AiConversationDetail> {
  const actor = accessOf(ctx).requireRole('editor')
  const row = await requireOwnConversation(ctx, actor, id)
  const messages = await listMessageRows(ctx.db, id)
  return {
    ...toConversation(row, messages.length),
    messages: messages.map((message) => toMessage(message, message.saved_id)),
  }
}
