import {
  automationRuleProblems,
  describeAutomationRule,
  type ParsedUpdateAutomationRuleInput,
  type WorkflowAutomationRule,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { requireEntitlement } from '../../billing/index.js'
import {
  auditValues,
  checkRuleDraft,
  guardRuleWrite,
  type RuleDraft,
} from '../automation-rule-checks.js'
import { ruleNotFound } from '../automation-errors.js'
import { findRuleRow, updateRuleRow } from '../automation-rules.repository.js'
import { presentAutomationRules } from '../automation-view.js'

/** One rule as the API answers it; 404 when there is none. */
export async function requireAutomationRule(
  ctx: OperationContext,
  id: string,
): Promise<WorkflowAutomationRule> {
  const row = await findRuleRow(ctx.db, id)
  if (!row) throw ruleNotFound()
  const [rule] = await presentAutomationRules(ctx, [row])
  return rule!
}

function draftOf(rule: WorkflowAutomationRule): RuleDraft {
  const { id, trigger, contentTypeId, action, enabled } = rule
  return { id, trigger, contentTypeId, action, enabled }
}

/**
 * Changes any part of a rule: most often switches it on or off. The rule it makes is checked
 * whole, as a new one is (422 for a trigger the action does not run on, 409 for a twin).
 * Admins, on a plan with workflow automation.
 */
export async function updateAutomationRule(
  ctx: OperationContext,
  id: string,
  input: ParsedUpdateAutomationRuleInput,
): Promise<WorkflowAutomationRule> {
  const actor = accessOf(ctx).requireRole('admin')
  await requireEntitlement(ctx, 'workflow_automation')
  const rule = await withTransaction(ctx, async (trx) => {
    const before = await requireAutomationRule(trx, id)
    const draft: RuleDraft = {
      ...draftOf(before),
      ...(input.trigger !== undefined && { trigger: input.trigger }),
      ...(input.contentTypeId !== undefined && { contentTypeId: input.contentTypeId }),
      ...(input.action !== undefined && { action: input.action }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
    }
    const problems = automationRuleProblems(draft)
    if (problems.length > 0) {
      const details = problems.map((p) => ({ path: p.path.join('.'), message: p.message }))
      throw new AppError('unprocessable', details[0]!.message, details)
    }
    const { typeName } = await checkRuleDraft(trx, draft)
    await guardRuleWrite(trx, draft, typeName, () =>
      updateRuleRow(trx.db, id, {
        trigger: draft.trigger,
        content_type_id: draft.contentTypeId,
        action: draft.action.type,
        reviewer_id: draft.action.type === 'assign_reviewer' ? draft.action.reviewerId : null,
        enabled: draft.enabled ? 1 : 0,
        updated_at: nowIso(),
      }),
    )
    const after = await requireAutomationRule(trx, id)
    const switched =
      before.enabled !== after.enabled ? (after.enabled ? 'enabled' : 'disabled') : 'changed'
    await recordSettingChange(trx.db, actor, {
      area: 'workflow',
      action: 'updated',
      target: id,
      summary: `Workflow rule ${switched}: ${describeAutomationRule(after)}`,
      before: auditValues(draftOf(before)),
      after: auditValues(draft),
    })
    return after
  })
  ctx.logger.info({ ruleId: id, by: actor.userId }, 'workflow automation rule updated')
  return rule
}
