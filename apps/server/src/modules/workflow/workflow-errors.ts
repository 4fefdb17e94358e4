import { workflowMessages } from '@folio/schema'

import type { UniqueConstraint } from '../../db/dialects/dialect.js'
import { AppError } from '../../lib/app-error.js'

export const workflowConstraints = {
  stateSlug: { name: 'workflow_states_slug_unique', table: 'workflow_states', columns: ['slug'] },
  itemAssignment: {
    name: 'workflow_assignments_item_unique',
    table: 'workflow_assignments',
    columns: ['content_item_id'],
  },
} as const satisfies Record<string, UniqueConstraint>

export function itemNotFound(): AppError {
  return new AppError('not_found', workflowMessages.itemNotFound)
}

export function stateNotFound(): AppError {
  return new AppError('not_found', workflowMessages.stateNotFound)
}

export function stateSlugTaken(): AppError {
  return new AppError('slug_taken', workflowMessages.stateSlugTaken, [
    { path: 'slug', message: workflowMessages.stateSlugTaken },
  ])
}

export function commentNotFound(): AppError {
  return new AppError('not_found', workflowMessages.commentNotFound)
}
