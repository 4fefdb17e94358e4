import {
  aiSettingsInputSchema,
  aiSettingsSchema,
  aiStatusSchema,
  aiTestConnectionInputSchema,
  aiTestConnectionResultSchema,
  aiUsageQuerySchema,
  aiUsageReportSchema,
} from '@folio/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import type { AiOptions } from './ai-options.js'
import { clearAiSettings } from './operations/clear-ai-settings.js'
import { getAiSettings } from './operations/get-ai-settings.js'
import { getAiStatus } from './operations/get-ai-status.js'
import { getAiUsageReport } from './operations/get-ai-usage-report.js'
import { testAiConnection } from './operations/test-ai-connection.js'
import { updateAiSettings } from './operations/update-ai-settings.js'
import { perUserLimit } from './ai-rate-limits.js'

const settingsResponse = z.object({ data: aiSettingsSchema })

/** Settings → AI (admins) and the assistant's status (editors); the operations check the role. */
export const aiSettingsRoutes: FastifyPluginAsyncZod<{ options: AiOptions }> = async (
  app,
  { options },
) => {
  app.get(
    '/ai/settings',
    {
      schema: {
        operationId: 'getAiSettings',
        summary: 'Get the AI provider settings',
        description:
          'The provider, model and endpoint; of the key only whether one is set and its last four characters.',
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({ data: await getAiSettings(request.ctx, options) }),
  )

  app.put(
    '/ai/settings',
    {
      schema: {
        operationId: 'updateAiSettings',
        summary: 'Save the AI provider settings',
        description:
          'Leave `apiKey` out to keep the stored key. The key is stored encrypted and never answered.',
        body: aiSettingsInputSchema,
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({ data: await updateAiSettings(request.ctx, options, request.body) }),
  )

  app.delete(
    '/ai/settings',
    {
      schema: {
        operationId: 'clearAiSettings',
        summary: 'Clear the AI provider settings',
        description: 'Forgets the provider and key; the answer is the settings as they now are.',
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({ data: await clearAiSettings(request.ctx, options) }),
  )

  app.post(
    '/ai/settings/test',
    {
      config: { rateLimit: perUserLimit(10) },
      schema: {
        operationId: 'testAiConnection',
        summary: 'Test an AI provider configuration',
        description:
          'Sends one tiny prompt with the given values (the stored key when none is sent).',
        body: aiTestConnectionInputSchema,
        response: { 200: z.object({ data: aiTestConnectionResultSchema }) },
      },
    },
    async (request) => ({ data: await testAiConnection(request.ctx, options, request.body) }),
  )

  app.get(
    '/ai/status',
    {
      schema: {
        operationId: 'getAiStatus',
        summary: 'Whether the AI assistant is available',
        response: { 200: z.object({ data: aiStatusSchema }) },
      },
    },
    async (request) => ({ data: await getAiStatus(request.ctx, options) }),
  )

  app.get(
    '/ai/usage',
    {
      schema: {
        operationId: 'getAiUsage',
        summary: 'AI token usage per day and per person',
        querystring: aiUsageQuerySchema,
        response: { 200: z.object({ data: aiUsageReportSchema }) },
      },
    },
    async (request) => ({ data: await getAiUsageReport(request.ctx, request.query) }),
  )
}
