import type { AiSavedContent } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { toSavedContent } from '../ai-view.js'
import { listSavedRows } from '../saved-content.repository.js'

/**
 * The caller's Saved Content, newest first; `q` keeps entries whose prompt or reply contains
 * it, ignoring case. Editors and admins.
 */
export async function listAiSaved(
  ctx: OperationContext,
  query: { q?: string | undefined },
): Promise<AiSavedContent[]> {
  const actor = accessOf(ctx).requireRole('editor')
  const rows = await listSavedRows(ctx.db, actor.userId, query.q || undefined)
  return rows.map(toSavedContent)
}
