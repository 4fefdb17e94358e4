import type { AiConversation } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { conversationNotFound } from '../ai-errors.js'
import { toConversationListItem } from '../ai-view.js'
import { findConversationListRow, updateConversationRow } from '../conversations.repository.js'
import { requireOwnConversation } from './get-ai-conversation.js'

/**
 * Renames one of the caller's conversations. The list order stays: a new title is not new
 * activity. Editors and admins.
 */
export async function renameAiConversation(
  ctx: OperationContext,
  id: string,
  input: { title: string },
): Promise<AiConversation> {
  const actor = accessOf(ctx).requireRole('editor')
  await requireOwnConversation(ctx, actor, id)
  await updateConversationRow(ctx.db, id, { title: input.title })
  const row = await findConversationListRow(ctx.db, id)
  // Deleted between the check and now (in another tab): as if it never existed.
  if (!row) throw conversationNotFound()
  return toConversationListItem(row)
}
