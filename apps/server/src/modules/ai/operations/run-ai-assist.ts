import { languageMessages, type AiAssistResult } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { listLanguages } from '../../content/index.js'
import { adapterFor, type AiOptions } from '../ai-options.js'
import { providerFailure } from '../ai-errors.js'
import { assistMessages, type AiAssistValues } from '../assist-prompts.js'
import { assistHtml, assistText, seoDescription } from '../assist-result.js'
import { recordAiUsage } from '../ai-usage.js'
import { modelFor } from '../providers/index.js'
import { resolveAiConfig } from './resolve-ai-config.js'

/** The name of a configured language, for the model; 422 for a code the site does not have. */
async function targetLanguage(ctx: OperationContext, code: string): Promise<string> {
  const languages = await listLanguages(ctx)
  const language =
    languages.find((row) => row.code === code) ??
    languages.find((row) => row.code.toLowerCase() === code.toLowerCase())
  if (!language) {
    const message = languageMessages.notFound(code)
    throw new AppError('unprocessable', message, [{ path: 'targetLocale', message }])
  }
  return `${language.name} (${language.code})`
}

/**
 * AI in the editor: drafts, rewrites, shortens, expands, corrects or translates a field's text,
 * or writes an item's SEO description, in one non-streamed call. HTML answers are sanitised
 * as a saved rich-text field would be. Editors and admins.
 */
export async function runAiAssist(
  ctx: OperationContext,
  options: AiOptions,
  input: AiAssistValues,
): Promise<AiAssistResult> {
  const actor = accessOf(ctx).requireRole('editor')
  const language =
    input.action === 'translate' ? await targetLanguage(ctx, input.targetLocale ?? '') : null
  const { config } = await resolveAiConfig(ctx, options)

  const result = await adapterFor(options, config)
    .complete({ messages: assistMessages(input, language) })
    .catch((error: unknown) => {
      throw providerFailure(error, config)
    })
  const model = result.model || modelFor(config)
  await recordAiUsage(ctx.db, {
    userId: actor.userId,
    kind: 'assist',
    provider: config.provider,
    model,
    usage: result.usage,
  })

  const seo = input.action === 'seo-description'
  const format = seo ? 'text' : input.format
  let text: string
  if (seo) text = seoDescription(result.text)
  else text = format === 'html' ? assistHtml(result.text) : assistText(result.text)
  return { text, format, provider: config.provider, model, usage: result.usage }
}
