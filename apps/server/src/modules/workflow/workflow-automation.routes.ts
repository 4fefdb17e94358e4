import {
  createAutomationRuleInputSchema,
  updateAutomationRuleInputSchema,
  workflowAutomationRuleListSchema,
  workflowAutomationRuleSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { createAutomationRule } from './operations/create-automation-rule.js'
import { deleteAutomationRule } from './operations/delete-automation-rule.js'
import { listAutomationRules } from './operations/list-automation-rules.js'
import { updateAutomationRule } from './operations/update-automation-rule.js'

const tags = ['Workflow']
const ruleParams = z.object({ id: z.string().trim().min(1) })
const ruleResponse = z.object({ data: workflowAutomationRuleSchema })
const premium =
  'Admins, on a plan with workflow automation (402 `payment_required` on the Free plan).'

/** `/api/v1/workflow/automation-rules`: editors read them; admins on Premium change them. */
export const workflowAutomationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workflow/automation-rules',
    {
      schema: {
        tags,
        operationId: 'listWorkflowAutomationRules',
        summary: 'List workflow automation rules',
        description:
          'Every rule, and `active`: whether they run now. On the Free plan rules are kept but paused. Editors and admins.',
        response: { 200: workflowAutomationRuleListSchema },
      },
    },
    async (request) => listAutomationRules(request.ctx),
  )

  app.post(
    '/workflow/automation-rules',
    {
      schema: {
        tags,
        operationId: 'createWorkflowAutomationRule',
        summary: 'Add a workflow automation rule',
        description: `\`assign_reviewer\` runs when an item is \`submitted\`, \`publish\` when it is \`approved\`; \`contentTypeId\` null means every type. At most one enabled rule per trigger and type (409). ${premium}`,
        body: createAutomationRuleInputSchema,
        response: { 201: ruleResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createAutomationRule(request.ctx, request.body) }),
  )

  app.patch(
    '/workflow/automation-rules/:id',
    {
      schema: {
        tags,
        operationId: 'updateWorkflowAutomationRule',
        summary: 'Change or switch a workflow automation rule',
        description: `Any part of the rule; the result is checked as a new rule is. ${premium}`,
        params: ruleParams,
        body: updateAutomationRuleInputSchema,
        response: { 200: ruleResponse },
      },
    },
    async (request) => ({
      data: await updateAutomationRule(request.ctx, request.params.id, request.body),
    }),
  )

  app.delete(
    '/workflow/automation-rules/:id',
    {
      schema: {
        tags,
        operationId: 'deleteWorkflowAutomationRule',
        summary: 'Delete a workflow automation rule',
        description: premium,
        params: ruleParams,
      },
    },
    async (request, reply) => {
      await deleteAutomationRule(request.ctx, request.params.id)
      return reply.status(204).send()
    },
  )
}
