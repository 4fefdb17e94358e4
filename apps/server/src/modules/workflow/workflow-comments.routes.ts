import {
  createWorkflowCommentInputSchema,
  updateWorkflowCommentInputSchema,
  workflowCommentSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { appNotificationMailer } from '../notifications/index.js'
import { addWorkflowComment } from './operations/add-workflow-comment.js'
import { deleteWorkflowComment } from './operations/delete-workflow-comment.js'
import { editWorkflowComment } from './operations/edit-workflow-comment.js'
import { listWorkflowComments } from './operations/list-workflow-comments.js'

const tags = ['Workflow']
const itemParams = z.object({ itemId: z.string().trim().min(1) })
const commentParams = itemParams.extend({ commentId: z.string().trim().min(1) })
const commentResponse = z.object({ data: workflowCommentSchema })

/** `/api/v1/workflow/items/{itemId}/comments`: everyone reads; editors and admins write. */
export const workflowCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = appNotificationMailer(app)

  app.get(
    '/workflow/items/:itemId/comments',
    {
      schema: {
        tags,
        operationId: 'listWorkflowComments',
        summary: "List an item's comments",
        description: 'Oldest first; `parentId` threads the replies.',
        params: itemParams,
        response: { 200: z.object({ data: z.array(workflowCommentSchema) }) },
      },
    },
    async (request) => ({ data: await listWorkflowComments(request.ctx, request.params.itemId) }),
  )

  app.post(
    '/workflow/items/:itemId/comments',
    {
      schema: {
        tags,
        operationId: 'addWorkflowComment',
        summary: 'Comment on an item',
        description:
          'Plain text; `parentId` makes it a reply. The other participants are notified.',
        params: itemParams,
        body: createWorkflowCommentInputSchema,
        response: { 201: commentResponse },
      },
    },
    async (request, reply) => {
      const ctx = { ...request.ctx, mail }
      const comment = await addWorkflowComment(ctx, request.params.itemId, request.body)
      return reply.status(201).send({ data: comment })
    },
  )

  app.patch(
    '/workflow/items/:itemId/comments/:commentId',
    {
      schema: {
        tags,
        operationId: 'editWorkflowComment',
        summary: 'Edit your comment',
        params: commentParams,
        body: updateWorkflowCommentInputSchema,
        response: { 200: commentResponse },
      },
    },
    async (request) => {
      const { itemId, commentId } = request.params
      return { data: await editWorkflowComment(request.ctx, itemId, commentId, request.body) }
    },
  )

  app.delete(
    '/workflow/items/:itemId/comments/:commentId',
    {
      schema: {
        tags,
        operationId: 'deleteWorkflowComment',
        summary: 'Delete a comment',
        description: 'Your own, or any as an admin; replies stay.',
        params: commentParams,
      },
    },
    async (request, reply) => {
      await deleteWorkflowComment(request.ctx, request.params.itemId, request.params.commentId)
      return reply.status(204).send()
    },
  )
}
