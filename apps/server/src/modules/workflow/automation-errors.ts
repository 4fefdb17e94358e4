import { automationMessages, type AutomationActionType } from '@folio/schema'

import type { UniqueConstraint } from '../../db/dialects/dialect.js'
import { AppError } from '../../lib/app-error.js'

/** The partial unique indexes of migration 0016: one enabled rule per moment and scope. */
export const automationConstraints = {
  perType: {
    name: 'workflow_automation_rules_type_unique',
    table: 'workflow_automation_rules',
    columns: ['trigger', 'content_type_id'],
  },
  anyType: {
    name: 'workflow_automation_rules_any_type_unique',
    table: 'workflow_automation_rules',
    columns: ['trigger'],
  },
} as const satisfies Record<string, UniqueConstraint>

export function ruleNotFound(): AppError {
  return new AppError('not_found', automationMessages.ruleNotFound)
}

export function duplicateRule(action: AutomationActionType, typeName: string | null): AppError {
  const message = automationMessages.duplicate(action, typeName)
  return new AppError('conflict', message, [{ path: 'contentTypeId', message }])
}

export function contentTypeNotFound(): AppError {
  const message = automationMessages.contentTypeNotFound
  return new AppError('unprocessable', message, [{ path: 'contentTypeId', message }])
}
