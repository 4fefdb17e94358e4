import type { WorkflowAutomationRuleList } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { hasEntitlement } from '../../billing/index.js'
import { listRuleRows } from '../automation-rules.repository.js'
import { presentAutomationRules } from '../automation-view.js'

/**
 * Every automation rule, and whether they run now: on the Free plan of an installation that
 * sells Premium they are kept but paused. Editors read them too (the submit dialog says which
 * reviewer a rule would pick); admins change them.
 */
export async function listAutomationRules(
  ctx: OperationContext,
): Promise<WorkflowAutomationRuleList> {
  accessOf(ctx).requireRole('editor')
  const [rows, active] = await Promise.all([
    listRuleRows(ctx.db),
    hasEntitlement(ctx, 'workflow_automation'),
  ])
  return { data: await presentAutomationRules(ctx, rows), active }
}
