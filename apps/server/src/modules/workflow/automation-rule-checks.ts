import type { AutomationAction, AutomationTrigger } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { guardUnique } from '../../lib/unique-guard.js'
import { requireAssignee } from './assignee.js'
import { automationConstraints, contentTypeNotFound, duplicateRule } from './automation-errors.js'
import { findContentTypeName, findEnabledTwin } from './automation-rules.repository.js'

/** A rule as it will be stored, checked before every create and update. */
export interface RuleDraft {
  id: string
  trigger: AutomationTrigger
  contentTypeId: string | null
  action: AutomationAction
  enabled: boolean
}

/**
 * The checks only the database can answer: the type exists, the reviewer is an active editor
 * or admin (the submit dialog's own check), and no other enabled rule covers the same moment
 * and type (409). Returns the type's name for messages and the audit log.
 */
export async function checkRuleDraft(
  ctx: OperationContext,
  rule: RuleDraft,
): Promise<{ typeName: string | null }> {
  let typeName: string | null = null
  if (rule.contentTypeId) {
    typeName = (await findContentTypeName(ctx.db, rule.contentTypeId)) ?? null
    if (typeName === null) throw contentTypeNotFound()
  }
  if (rule.action.type === 'assign_reviewer') {
    await requireAssignee(ctx, rule.action.reviewerId, null, 'action.reviewerId')
  }
  if (rule.enabled) {
    const twin = await findEnabledTwin(ctx.db, {
      id: rule.id,
      trigger: rule.trigger,
      content_type_id: rule.contentTypeId,
    })
    if (twin) throw duplicateRule(rule.action.type, typeName)
  }
  return { typeName }
}

/**
 * A rule's write, which the unique indexes refuse when a concurrent admin enabled a twin
 * between the check and the write: the same 409 the check gives.
 */
export async function guardRuleWrite<T>(
  ctx: OperationContext,
  rule: RuleDraft,
  typeName: string | null,
  write: () => Promise<T>,
): Promise<T> {
  const conflict = () => duplicateRule(rule.action.type, typeName)
  const constraint = rule.contentTypeId
    ? automationConstraints.perType
    : automationConstraints.anyType
  return guardUnique(ctx, constraint, conflict, write())
}

/** The rule in the audit log's words. */
export function auditValues(rule: RuleDraft) {
  return {
    trigger: rule.trigger,
    contentTypeId: rule.contentTypeId,
    action: rule.action,
    enabled: rule.enabled,
  }
}
