import { randomUUID } from 'node:crypto'

import {
  describeAutomationRule,
  type ParsedCreateAutomationRuleInput,
  type WorkflowAutomationRule,
} from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { requireEntitlement } from '../../billing/index.js'
import { auditValues, checkRuleDraft, guardRuleWrite } from '../automation-rule-checks.js'
import { insertRuleRow } from '../automation-rules.repository.js'
import { requireAutomationRule } from './update-automation-rule.js'

/** Adds a rule (enabled unless said otherwise). Admins, on a plan with workflow automation. */
export async function createAutomationRule(
  ctx: OperationContext,
  input: ParsedCreateAutomationRuleInput,
): Promise<WorkflowAutomationRule> {
  const actor = accessOf(ctx).requireRole('admin')
  await requireEntitlement(ctx, 'workflow_automation')
  const draft = { id: randomUUID(), ...input }
  const rule = await withTransaction(ctx, async (trx) => {
    const { typeName } = await checkRuleDraft(trx, draft)
    const now = nowIso()
    await guardRuleWrite(trx, draft, typeName, () =>
      insertRuleRow(trx.db, {
        id: draft.id,
        trigger: draft.trigger,
        content_type_id: draft.contentTypeId,
        action: draft.action.type,
        reviewer_id: draft.action.type === 'assign_reviewer' ? draft.action.reviewerId : null,
        enabled: draft.enabled ? 1 : 0,
        created_at: now,
        created_by: actor.userId,
        updated_at: now,
      }),
    )
    const created = await requireAutomationRule(trx, draft.id)
    await recordSettingChange(trx.db, actor, {
      area: 'workflow',
      action: 'created',
      target: draft.id,
      summary: `Workflow rule added: ${describeAutomationRule(created)}`,
      after: auditValues(draft),
    })
    return created
  })
  ctx.logger.info({ ruleId: rule.id, by: actor.userId }, 'workflow automation rule created')
  return rule
}
