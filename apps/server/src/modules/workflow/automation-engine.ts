import { automationMessages, matchingAutomationRule, type AutomationTrigger } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import { nowIso } from '../../lib/clock.js'
import type { OperationContext } from '../../lib/context.js'
import { withTransaction } from '../../lib/transaction.js'
import { hasEntitlement } from '../billing/index.js'
import { findItemAssignment } from './assignments.repository.js'
import { listEnabledRuleRows, type AutomationRuleRow } from './automation-rules.repository.js'
import { commentLatestEvent } from './events.repository.js'
import { findItemSchedule, findItemSummary, lockItem } from './items.repository.js'
import { publishWorkflowItem } from './operations/publish-workflow-item.js'
import { recordWorkflowEvent, type WorkflowContext } from './transition.js'

/*
 * The rules at work. They run only while the plan includes workflow automation: on the Free
 * plan they stay stored but nothing reads them here.
 */

/** The enabled rule for an item of this type at this moment, if the plan runs rules at all. */
async function ruleFor(
  ctx: OperationContext,
  trigger: AutomationTrigger,
  contentTypeId: string,
): Promise<AutomationRuleRow | undefined> {
  if (!(await hasEntitlement(ctx, 'workflow_automation'))) return undefined
  const rows = await listEnabledRuleRows(ctx.db, trigger, contentTypeId)
  const candidates = rows.map((row) => ({
    row,
    trigger: row.trigger as AutomationTrigger,
    contentTypeId: row.content_type_id,
    enabled: row.enabled === 1,
  }))
  return matchingAutomationRule(candidates, trigger, contentTypeId)?.row
}

/** The reviewer a rule assigns to a submitted item of this type, or null without one. */
export async function reviewerByRule(
  ctx: OperationContext,
  contentTypeId: string,
): Promise<string | null> {
  const rule = await ruleFor(ctx, 'submitted', contentTypeId)
  return rule?.action === 'assign_reviewer' ? rule.reviewer_id : null
}

/**
 * After an approval has committed, publishes the item when a rule says so: through the
 * workflow's own publish, as the approver, so the same permissions and the review-before-
 * publishing rule apply. An item scheduled for later stays scheduled. A refusal leaves the
 * approval standing and is written into the item's history. Whether a rule ran.
 */
export async function publishByRule(ctx: WorkflowContext, itemId: string): Promise<boolean> {
  const item = await findItemSummary(ctx.db, itemId)
  if (!item) return false
  const rule = await ruleFor(ctx, 'approved', item.content_type_id)
  if (rule?.action !== 'publish') return false
  try {
    await withTransaction(ctx, async (trx) => {
      const schedule = await findItemSchedule(trx.db, itemId)
      const later =
        schedule?.status === 'scheduled' &&
        schedule.scheduled_for &&
        schedule.scheduled_for > nowIso()
          ? schedule.scheduled_for
          : null
      await publishWorkflowItem(trx, itemId, { scheduledFor: later })
      const comment = later
        ? automationMessages.scheduledByRule
        : automationMessages.publishedByRule
      await commentLatestEvent(trx.db, itemId, ['published', 'scheduled'], comment)
    })
    ctx.logger.info({ itemId, ruleId: rule.id }, 'workflow rule published an approved item')
  } catch (error) {
    const refused = error instanceof AppError
    ctx.logger[refused ? 'warn' : 'error'](
      { err: error, itemId, ruleId: rule.id },
      'workflow rule could not publish an approved item',
    )
    const reason = refused ? error.message : 'Something went wrong on the server.'
    await recordRefusal(ctx, itemId, automationMessages.publishRefused(reason))
  }
  return true
}

async function recordRefusal(ctx: OperationContext, itemId: string, comment: string) {
  try {
    await withTransaction(ctx, async (trx) => {
      if (!(await lockItem(trx.db, trx.dialect, itemId))) return
      const assignment = await findItemAssignment(trx.db, itemId)
      await recordWorkflowEvent(trx, {
        itemId,
        action: 'automation_failed',
        fromStateId: assignment?.state_id ?? null,
        toStateId: assignment?.state_id ?? null,
        comment,
      })
    })
  } catch (error) {
    // The approval has committed: a history entry that cannot be written must not undo it.
    ctx.logger.error({ err: error, itemId }, 'could not record a workflow rule refusal')
  }
}
