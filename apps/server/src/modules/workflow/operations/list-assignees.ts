import type { WorkflowAssignee } from '@folio/schema'

import { appMetadataOf, isUserBanned } from '../../../auth/index.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { listEditorsAndAdmins } from '../people.repository.js'
import { toWorkflowUser } from '../workflow-view.js'

/**
 * Who can be asked to review: the active editors and admins, by name. Any signed-in user
 * (the Users page's list is for admins only).
 */
export async function listAssignees(ctx: OperationContext): Promise<WorkflowAssignee[]> {
  requireActor(ctx)
  const rows = await listEditorsAndAdmins(ctx.db, ctx.dialect)
  const assignees: WorkflowAssignee[] = []
  for (const row of rows) {
    const { role } = appMetadataOf(row)
    if (isUserBanned(row) || (role !== 'admin' && role !== 'editor')) continue
    assignees.push({ ...toWorkflowUser(row), role })
  }
  return assignees.sort((a, b) => a.name.localeCompare(b.name))
}
