import {
  createWorkflowStateInputSchema,
  reorderWorkflowStatesInputSchema,
  updateWorkflowStateInputSchema,
  workflowStateSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { createWorkflowState } from './operations/create-workflow-state.js'
import { deleteWorkflowState } from './operations/delete-workflow-state.js'
import { listWorkflowStates } from './operations/list-workflow-states.js'
import { reorderWorkflowStates } from './operations/reorder-workflow-states.js'
import { updateWorkflowState } from './operations/update-workflow-state.js'

const tags = ['Workflow']
const stateParams = z.object({ id: z.string().trim().min(1) })
const stateResponse = z.object({ data: workflowStateSchema })
const statesResponse = z.object({ data: z.array(workflowStateSchema) })

/** `/api/v1/workflow/states`: anyone signed in reads them; admins change them. */
export const workflowStatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workflow/states',
    {
      schema: {
        tags,
        operationId: 'listWorkflowStates',
        summary: 'List workflow states',
        description: 'Every state in order, with the number of items in each.',
        response: { 200: statesResponse },
      },
    },
    async (request) => ({ data: await listWorkflowStates(request.ctx) }),
  )

  app.post(
    '/workflow/states',
    {
      schema: {
        tags,
        operationId: 'createWorkflowState',
        summary: 'Add a workflow state',
        body: createWorkflowStateInputSchema,
        response: { 201: stateResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createWorkflowState(request.ctx, request.body) }),
  )

  app.put(
    '/workflow/states/order',
    {
      schema: {
        tags,
        operationId: 'reorderWorkflowStates',
        summary: 'Reorder workflow states',
        description: 'Every state id once, in the new order; saved in one transaction.',
        body: reorderWorkflowStatesInputSchema,
        response: { 200: statesResponse },
      },
    },
    async (request) => ({ data: await reorderWorkflowStates(request.ctx, request.body) }),
  )

  app.patch(
    '/workflow/states/:id',
    {
      schema: {
        tags,
        operationId: 'updateWorkflowState',
        summary: 'Rename or recolour a workflow state',
        params: stateParams,
        body: updateWorkflowStateInputSchema,
        response: { 200: stateResponse },
      },
    },
    async (request) => ({
      data: await updateWorkflowState(request.ctx, request.params.id, request.body),
    }),
  )

  app.delete(
    '/workflow/states/:id',
    {
      schema: {
        tags,
        operationId: 'deleteWorkflowState',
        summary: 'Delete a custom workflow state',
        description: 'Only custom states that no item is in.',
        params: stateParams,
      },
    },
    async (request, reply) => {
      await deleteWorkflowState(request.ctx, request.params.id)
      return reply.status(204).send()
    },
  )
}
