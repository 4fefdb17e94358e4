import type { AiConversation } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { toConversationListItem } from '../ai-view.js'
import { listConversationRows } from '../conversations.repository.js'

/** The caller's own conversations, latest activity first. Editors and admins. */
export async function listAiConversations(ctx: OperationContext): Promise<AiConversation[]> {
  const actor = accessOf(ctx).requireRole('editor')
  const rows = await listConversationRows(ctx.db, actor.userId)
  return rows.map(toConversationListItem)
}
