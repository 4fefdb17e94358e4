import type { AiTestConnectionResult } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { adapterFor, type AiOptions } from '../ai-options.js'
import { configProblem, providerFailure } from '../ai-errors.js'
import { openStoredKey, readStoredAiSettings } from '../ai-settings.js'
import { recordAiUsage } from '../ai-usage.js'
import { aiConfigProblem, modelFor, type ResolvedAiConfig } from '../providers/index.js'
import type { AiSettingsValues } from './update-ai-settings.js'

/** Small enough to cost next to nothing, and any working model answers it. */
const TEST_PROMPT = 'Reply with the single word: OK'
const SAMPLE_MAX = 80

/**
 * "Test connection": one tiny completion with the form's values (the stored key when the form
 * sends none), before anything is saved. Answers how long it took and what the model said;
 * a refused key, a wrong endpoint or a rate limit answer the provider error. Admins.
 */
export async function testAiConnection(
  ctx: OperationContext,
  options: AiOptions,
  input: AiSettingsValues,
): Promise<AiTestConnectionResult> {
  const actor = accessOf(ctx).requireRole('admin')
  const apiKey =
    input.apiKey || openStoredKey(options, await readStoredAiSettings(ctx.db), ctx.logger) || ''
  const config: ResolvedAiConfig = {
    provider: input.provider,
    apiKey,
    model: input.model,
    endpoint: input.endpoint,
  }
  const problem = aiConfigProblem(config)
  if (problem) throw configProblem(problem, config)

  const started = performance.now()
  const result = await adapterFor(options, config)
    .complete({ messages: [{ role: 'user', content: TEST_PROMPT }], maxTokens: 16 })
    .catch((error: unknown) => {
      throw providerFailure(error, config)
    })
  const latencyMs = Math.round(performance.now() - started)
  const model = result.model || modelFor(config)
  await recordAiUsage(ctx.db, {
    userId: actor.userId,
    kind: 'test',
    provider: config.provider,
    model,
    usage: result.usage,
  })
  const sample = result.text.replace(/\s+/g, ' ').trim()
  return {
    ok: true,
    provider: config.provider,
    model,
    latencyMs,
    sample: sample.length > SAMPLE_MAX ? `${sample.slice(0, SAMPLE_MAX)}…` : sample,
  }
}
