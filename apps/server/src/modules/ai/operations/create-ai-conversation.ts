import { randomUUID } from 'node:crypto'

import type { AiConversation } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { toConversation } from '../ai-view.js'
import { insertConversationRow } from '../conversations.repository.js'

/**
 * Starts a conversation of the caller's. Without a title it is named after its first prompt.
 * Editors and admins.
 */
export async function createAiConversation(
  ctx: OperationContext,
  input: { title?: string | undefined },
): Promise<AiConversation> {
  const actor = accessOf(ctx).requireRole('editor')
  const now = nowIso()
  const row = {
    id: randomUUID(),
    user_id: actor.userId,
    title: input.title ?? '',
    created_at: now,
    updated_at: now,
  }
  await insertConversationRow(ctx.db, row)
  return toConversation(row, 0)
}
