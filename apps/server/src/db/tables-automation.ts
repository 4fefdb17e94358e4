import type { Generated } from 'kysely'

/** Tables of workflow automation (migration 0016). */
export interface AutomationTables {
  workflow_automation_rules: WorkflowAutomationRuleTable
}

/** A rule acting on the review workflow: at most one enabled per trigger and content type. */
export interface WorkflowAutomationRuleTable {
  id: string
  /** An AutomationTrigger: submitted | approved. */
  trigger: string
  /** Null: every content type. Deleted with its type. */
  content_type_id: string | null
  /** An AutomationActionType: assign_reviewer | publish. */
  action: string
  /** The reviewer an assign_reviewer rule names; deleted with the account. */
  reviewer_id: string | null
  /** 0 or 1. */
  enabled: Generated<number>
  created_at: string
  created_by: string | null
  updated_at: string
}
