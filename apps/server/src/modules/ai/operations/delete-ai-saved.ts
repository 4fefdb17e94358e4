import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { savedContentNotFound } from '../ai-errors.js'
import { deleteSavedRow, findSavedRow } from '../saved-content.repository.js'

/** Removes an entry of the caller's Saved Content; the reply may then be saved again. */
export async function deleteAiSaved(ctx: OperationContext, id: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('editor')
  const row = await findSavedRow(ctx.db, id)
  if (!row || row.user_id !== actor.userId) throw savedContentNotFound()
  await deleteSavedRow(ctx.db, id)
}
