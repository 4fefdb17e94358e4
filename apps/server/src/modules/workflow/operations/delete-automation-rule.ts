import { describeAutomationRule } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { requireEntitlement } from '../../billing/index.js'
import { ruleNotFound } from '../automation-errors.js'
import { deleteRuleRow } from '../automation-rules.repository.js'
import { requireAutomationRule } from './update-automation-rule.js'

/** Deletes a rule. Admins, on a plan with workflow automation. */
export async function deleteAutomationRule(ctx: OperationContext, id: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  await requireEntitlement(ctx, 'workflow_automation')
  await withTransaction(ctx, async (trx) => {
    const rule = await requireAutomationRule(trx, id)
    if (!(await deleteRuleRow(trx.db, id))) throw ruleNotFound()
    await recordSettingChange(trx.db, actor, {
      area: 'workflow',
      action: 'deleted',
      target: id,
      summary: `Workflow rule deleted: ${describeAutomationRule(rule)}`,
    })
  })
  ctx.logger.info({ ruleId: id, by: actor.userId }, 'workflow automation rule deleted')
}
