import type { aiAssistInputSchema } from '@folio/schema'
import type { z } from 'zod'

import type { ChatMessage } from './providers/index.js'

/** An editor action's request as the schema parsed it. */
export type AiAssistValues = z.output<typeof aiAssistInputSchema>

/** A search result shows about this many characters of a description. */
export const SEO_DESCRIPTION_MAX = 160
/** How much of an item's fields an SEO description is written from. */
const CONTEXT_MAX_CHARACTERS = 6000

const SYSTEM =
  'You are the writing assistant of Folio, a content management system. You edit and write ' +
  'website content. Answer with the result only: no introduction, no explanation, no notes, ' +
  'and no quotation marks around it.'

const FORMAT_RULES = {
  html:
    'Write the result as HTML using only these tags: p, br, strong, em, u, s, mark, h1, h2, ul, ' +
    'ol, li, blockquote, code, a. No Markdown, no code fences, no html, head or body tags.',
  text: 'Write the result as plain text: no Markdown and no HTML.',
} as const

/** What each action asks of the model; `{language}` is the target language's name. */
const INSTRUCTIONS: Record<
  Exclude<AiAssistValues['action'], 'draft' | 'seo-description'>,
  string
> = {
  rewrite:
    'Rewrite the text below so it reads clearly and well. Keep its meaning, its language ' +
    'and about its length.',
  shorten:
    'Shorten the text below to about half its length. Keep the key points, the tone and ' +
    'its language.',
  expand:
    'Expand the text below with more detail, explanation and examples. Keep its tone and ' +
    'its language.',
  'fix-grammar':
    'Correct the spelling, grammar and punctuation of the text below. Change nothing else ' +
    'and keep its language.',
  translate:
    'Translate the text below into {language}. Keep its meaning, tone, formatting, names ' +
    'and links.',
}

/** Field values as prose for the model: strings and numbers, markup removed. */
function describeContext(context: AiAssistValues['context']): string {
  if (!context) return ''
  const lines = context.title ? [`Title: ${context.title}`] : []
  for (const [name, value] of Object.entries(context.fields)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const text = String(value)
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    if (text) lines.push(`${name}: ${text}`)
  }
  return lines.join('\n').slice(0, CONTEXT_MAX_CHARACTERS)
}

/** The messages for an editor action; `language` names the target of a translation. */
export function assistMessages(input: AiAssistValues, language: string | null): ChatMessage[] {
  let request: string
  if (input.action === 'draft') {
    request = `Write content for this request:\n\n${input.prompt ?? ''}`
    if (input.text.trim()) request += `\n\nThe field already holds this text:\n\n${input.text}`
  } else if (input.action === 'seo-description') {
    const page = describeContext(input.context) || input.text
    request =
      `Write the meta description search engines show for the page below: at most ` +
      `${SEO_DESCRIPTION_MAX} characters, one or two sentences in the page's language, ` +
      `plain text, inviting the reader to open the page.\n\nThe page:\n\n${page}`
    return [
      { role: 'system', content: `${SYSTEM} ${FORMAT_RULES.text}` },
      { role: 'user', content: request },
    ]
  } else {
    const instruction = INSTRUCTIONS[input.action].replace('{language}', language ?? '')
    request = `${instruction}\n\nThe text:\n\n${input.text}`
  }
  return [
    { role: 'system', content: `${SYSTEM} ${FORMAT_RULES[input.format]}` },
    { role: 'user', content: request },
  ]
}
