import type { AutomationTrigger, WorkflowAutomationRule } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import type { AutomationRuleRow } from './automation-rules.repository.js'
import { loadPeople, type People } from './workflow-view.js'

export function toAutomationRule(row: AutomationRuleRow, people: People): WorkflowAutomationRule {
  return {
    id: row.id,
    trigger: row.trigger as AutomationTrigger,
    contentTypeId: row.content_type_id,
    contentTypeName: row.content_type_name,
    action:
      row.action === 'assign_reviewer'
        ? { type: 'assign_reviewer', reviewerId: row.reviewer_id ?? '' }
        : { type: 'publish' },
    reviewer: (row.reviewer_id && people.get(row.reviewer_id)) || null,
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Rules as the API answers them, their reviewers' names read in one query. */
export async function presentAutomationRules(
  ctx: Pick<OperationContext, 'db' | 'dialect'>,
  rows: readonly AutomationRuleRow[],
): Promise<WorkflowAutomationRule[]> {
  const people = await loadPeople(
    ctx,
    rows.map((row) => row.reviewer_id),
  )
  return rows.map((row) => toAutomationRule(row, people))
}
