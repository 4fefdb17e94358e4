import { isAdmin, workflowMessages } from '@folio/schema'

import { appMetadataOf, isUserBanned } from '../../auth/index.js'
import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import { requireActor } from '../../lib/permissions.js'
import { findPeople, type PersonRow } from './people.repository.js'
import { toWorkflowUser } from './workflow-view.js'

/**
 * The reviewer an item is assigned to: an active editor or admin, and not its submitter unless
 * they are an admin (a review by the item's own author is no review). 422 with a message
 * naming the problem otherwise, on `path` (the input field that named the reviewer).
 */
export async function requireAssignee(
  ctx: OperationContext,
  userId: string,
  submitterId: string | null,
  path = 'assignedTo',
): Promise<PersonRow> {
  const refused = (message: string) => new AppError('unprocessable', message, [{ path, message }])
  const [person] = await findPeople(ctx.db, ctx.dialect, [userId])
  if (!person) throw refused(workflowMessages.assigneeNotFound)
  const { name } = toWorkflowUser(person)
  const { role } = appMetadataOf(person)
  if (role !== 'admin' && role !== 'editor') throw refused(workflowMessages.assigneeViewer(name))
  if (isUserBanned(person)) throw refused(workflowMessages.assigneeSuspended(name))
  if (person.id === submitterId && !isAdmin(role)) {
    throw refused(workflowMessages.assigneeSelf)
  }
  return person
}

/** The name the actor's notifications go out under. */
export async function actorName(ctx: OperationContext): Promise<string> {
  const actor = requireActor(ctx)
  const [person] = await findPeople(ctx.db, ctx.dialect, [actor.userId])
  return person ? toWorkflowUser(person).name : actor.email
}
