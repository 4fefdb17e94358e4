import {
  listWorkflowAssignmentsQuerySchema,
  workflowAssigneeSchema,
  workflowAssignmentPageSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireUser } from '../../plugins/authenticate.js'
import { listAssignees } from './operations/list-assignees.js'
import { listWorkflowAssignments } from './operations/list-workflow-assignments.js'
import { workflowAutomationRoutes } from './workflow-automation.routes.js'
import { workflowCommentsRoutes } from './workflow-comments.routes.js'
import { workflowItemsRoutes } from './workflow-items.routes.js'
import { workflowStatesRoutes } from './workflow-states.routes.js'

const tags = ['Workflow']

/**
 * `/api/v1/workflow`: states, assignments, transitions, comments and automation rules. Every route needs a
 * signed-in user (API keys are refused); the operations check roles and rights.
 */
export const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/workflow/assignments',
    {
      schema: {
        tags,
        operationId: 'listWorkflowAssignments',
        summary: 'List items in the workflow',
        description:
          'One row per item, most recently changed first. Filters: `q` (part of the title), `stateId` or `state` (a slug), `assignee` (`me` or a user id).',
        querystring: listWorkflowAssignmentsQuerySchema,
        response: { 200: workflowAssignmentPageSchema },
      },
    },
    async (request) => listWorkflowAssignments(request.ctx, request.query),
  )

  app.get(
    '/workflow/assignees',
    {
      schema: {
        tags,
        operationId: 'listWorkflowAssignees',
        summary: 'List possible reviewers',
        description: 'The active editors and admins, by name.',
        response: { 200: z.object({ data: z.array(workflowAssigneeSchema) }) },
      },
    },
    async (request) => ({ data: await listAssignees(request.ctx) }),
  )

  await app.register(workflowStatesRoutes)
  await app.register(workflowItemsRoutes)
  await app.register(workflowCommentsRoutes)
  await app.register(workflowAutomationRoutes)
}
