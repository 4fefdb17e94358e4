import { randomUUID } from 'node:crypto'

import { aiMessages, type AiSavedContent } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/app-error.js'
import { guardUnique } from '../../../lib/unique-guard.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { messageNotFound } from '../ai-errors.js'
import { toSavedContent } from '../ai-view.js'
import { findMessageWithOwner, findPromptBefore } from '../conversations.repository.js'
import { findSavedRowByMessage, insertSavedRow } from '../saved-content.repository.js'

const savedMessageConstraint = {
  name: 'ai_saved_content_message_unique',
  table: 'ai_saved_content',
  columns: ['message_id'],
} as const

const alreadySaved = () => new AppError('already_exists', aiMessages.alreadySaved)

/**
 * Keeps a complete reply of one of the caller's conversations in Saved Content, with the
 * prompt it answered. The copy outlives the conversation. Editors and admins.
 */
export async function saveAiMessage(
  ctx: OperationContext,
  input: { messageId: string },
): Promise<AiSavedContent> {
  const actor = accessOf(ctx).requireRole('editor')
  return withTransaction(ctx, async (trx) => {
    const message = await findMessageWithOwner(trx.db, input.messageId)
    if (!message || message.user_id !== actor.userId) throw messageNotFound()
    if (message.role !== 'assistant' || message.status !== 'complete') {
      throw new AppError('unprocessable', aiMessages.onlyCompleteReplies)
    }
    if (await findSavedRowByMessage(trx.db, message.id)) throw alreadySaved()
    const prompt = await findPromptBefore(trx.db, message.conversation_id, message.position)
    const row = {
      id: randomUUID(),
      user_id: actor.userId,
      message_id: message.id,
      prompt: prompt?.content ?? '',
      content: message.content,
      created_at: nowIso(),
    }
    // A double click saves once: the second request finds the row, or the constraint refuses it.
    await guardUnique(trx, savedMessageConstraint, alreadySaved, insertSavedRow(trx.db, row))
    return toSavedContent(row)
  })
}
