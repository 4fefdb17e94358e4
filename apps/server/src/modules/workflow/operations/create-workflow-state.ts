import { randomUUID } from 'node:crypto'

import {
  slugify,
  workflowMessages,
  type CreateWorkflowStateInput,
  type WorkflowState,
} from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { guardUnique } from '../../../lib/unique-guard.js'
import { findStateBySlug, insertState, nextStatePosition } from '../states.repository.js'
import { stateSlugTaken, workflowConstraints } from '../workflow-errors.js'
import { requireWorkflowState } from './list-workflow-states.js'

/** Adds a custom state at the end of the order; the slug comes from the name when omitted. Admins. */
export async function createWorkflowState(
  ctx: OperationContext,
  input: CreateWorkflowStateInput,
): Promise<WorkflowState> {
  const actor = accessOf(ctx).requireRole('admin')
  const slug = input.slug || slugify(input.name)
  if (!slug) {
    throw new AppError('validation_failed', workflowMessages.stateSlugInvalid, [
      {
        path: 'slug',
        message: 'Enter a slug: the name has no letters or numbers to make one from',
      },
    ])
  }
  const id = randomUUID()
  await withTransaction(ctx, async (trx) => {
    if (await findStateBySlug(trx.db, slug)) throw stateSlugTaken()
    const now = nowIso()
    await guardUnique(
      trx,
      workflowConstraints.stateSlug,
      stateSlugTaken,
      insertState(trx.db, {
        id,
        name: input.name.trim(),
        slug,
        color: input.color.toUpperCase(),
        position: await nextStatePosition(trx.db),
        built_in: 0,
        created_at: now,
        updated_at: now,
      }),
    )
    await recordSettingChange(trx.db, actor, {
      area: 'workflow',
      action: 'created',
      target: slug,
      summary: `Review state “${input.name.trim()}” added`,
      after: { name: input.name.trim(), slug, color: input.color.toUpperCase() },
    })
  })
  ctx.logger.info({ stateId: id, slug, by: actor.userId }, 'workflow state created')
  return requireWorkflowState(ctx, id)
}
