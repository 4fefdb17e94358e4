import {
  approveItemInputSchema,
  moveWorkflowItemInputSchema,
  publishWorkflowItemInputSchema,
  requestChangesInputSchema,
  submitForReviewInputSchema,
  updateWorkflowAssignmentInputSchema,
  workflowEventSchema,
  workflowItemSchema,
} from '@folio/schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { appNotificationMailer } from '../notifications/index.js'
import { approveItem } from './operations/approve-item.js'
import { getWorkflowItem } from './operations/get-workflow-item.js'
import { listWorkflowHistory } from './operations/list-workflow-history.js'
import { moveWorkflowItem } from './operations/move-workflow-item.js'
import { publishWorkflowItem } from './operations/publish-workflow-item.js'
import { removeWorkflowAssignment } from './operations/remove-workflow-assignment.js'
import { requestChanges } from './operations/request-changes.js'
import { submitForReview } from './operations/submit-for-review.js'
import { updateWorkflowAssignment } from './operations/update-workflow-assignment.js'

const tags = ['Workflow']
const itemParams = z.object({ itemId: z.string().trim().min(1) })
const itemResponse = z.object({ data: workflowItemSchema })
const transitionAnswer =
  'Answers the item as `GET /workflow/items/{itemId}` does, after the change.'

/** A transition's schema: the item in the path, its body, the item's workflow as the answer. */
function transition<B extends z.ZodType>(operationId: string, summary: string, body: B) {
  return {
    tags,
    operationId,
    summary,
    description: transitionAnswer,
    params: itemParams,
    body,
    response: { 200: itemResponse },
  }
}

/** One item's workflow: the side panel, its history and the transitions. */
export const workflowItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = appNotificationMailer(app)

  app.get(
    '/workflow/items/:itemId',
    {
      schema: {
        tags,
        operationId: 'getWorkflowItem',
        summary: "Get an item's workflow",
        description:
          'The assignment, comments, history and the transitions the caller may make now.',
        params: itemParams,
        response: { 200: itemResponse },
      },
    },
    async (request) => ({ data: await getWorkflowItem(request.ctx, request.params.itemId) }),
  )

  app.get(
    '/workflow/items/:itemId/history',
    {
      schema: {
        tags,
        operationId: 'listWorkflowHistory',
        summary: "List an item's workflow history",
        description: 'Every transition, newest first.',
        params: itemParams,
        response: { 200: z.object({ data: z.array(workflowEventSchema) }) },
      },
    },
    async (request) => ({ data: await listWorkflowHistory(request.ctx, request.params.itemId) }),
  )

  const withMail = (request: FastifyRequest) => ({ ...request.ctx, mail })

  app.post(
    '/workflow/items/:itemId/submit',
    {
      schema: transition(
        'submitForReview',
        'Submit an item for review',
        submitForReviewInputSchema,
      ),
    },
    async (request) => ({
      data: await submitForReview(withMail(request), request.params.itemId, request.body),
    }),
  )

  app.post(
    '/workflow/items/:itemId/approve',
    {
      schema: transition('approveWorkflowItem', 'Approve an item', approveItemInputSchema),
    },
    async (request) => ({
      data: await approveItem(withMail(request), request.params.itemId, request.body),
    }),
  )

  app.post(
    '/workflow/items/:itemId/request-changes',
    {
      schema: transition(
        'requestWorkflowChanges',
        'Request changes to an item',
        requestChangesInputSchema,
      ),
    },
    async (request) => ({
      data: await requestChanges(withMail(request), request.params.itemId, request.body),
    }),
  )

  app.post(
    '/workflow/items/:itemId/publish',
    {
      schema: transition(
        'publishWorkflowItem',
        'Publish an item now or at a time',
        publishWorkflowItemInputSchema,
      ),
    },
    async (request) => ({
      data: await publishWorkflowItem(withMail(request), request.params.itemId, request.body),
    }),
  )

  app.post(
    '/workflow/items/:itemId/move',
    {
      schema: transition(
        'moveWorkflowItem',
        'Move an item to any state',
        moveWorkflowItemInputSchema,
      ),
    },
    async (request) => ({
      data: await moveWorkflowItem(withMail(request), request.params.itemId, request.body),
    }),
  )

  app.patch(
    '/workflow/items/:itemId/assignment',
    {
      schema: {
        tags,
        operationId: 'updateWorkflowAssignment',
        summary: "Change an item's reviewer, due date or notes",
        description: transitionAnswer,
        params: itemParams,
        body: updateWorkflowAssignmentInputSchema,
        response: { 200: itemResponse },
      },
    },
    async (request) => ({
      data: await updateWorkflowAssignment(withMail(request), request.params.itemId, request.body),
    }),
  )

  app.delete(
    '/workflow/items/:itemId/assignment',
    {
      schema: {
        tags,
        operationId: 'removeWorkflowAssignment',
        summary: 'Take an item out of the workflow',
        params: itemParams,
      },
    },
    async (request, reply) => {
      await removeWorkflowAssignment(request.ctx, request.params.itemId)
      return reply.status(204).send()
    },
  )
}
