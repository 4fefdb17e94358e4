import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { deleteConversationRow } from '../conversations.repository.js'
import { requireOwnConversation } from './get-ai-conversation.js'

/**
 * Deletes one of the caller's conversations and its messages. Replies saved from it stay in
 * Saved Content. Editors and admins.
 */
export async function deleteAiConversation(ctx: OperationContext, id: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('editor')
  await requireOwnConversation(ctx, actor, id)
  await deleteConversationRow(ctx.db, id)
}
