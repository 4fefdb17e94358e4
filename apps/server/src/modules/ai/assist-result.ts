import { markdownToHtml } from '@folio/schema'

import { sanitizeRichText } from '../content/index.js'
import { SEO_DESCRIPTION_MAX } from './assist-prompts.js'

const FENCED = /^```[\w-]*\s*\n([\s\S]*?)\n?```$/
const QUOTED = /^(["'“‘«„])([\s\S]*)(["'”’»“])$/
/** Markup a model writes when it answers in HTML; anything else between <> is prose. */
const HTML_TAG =
  /<\/?(?:p|br|strong|b|em|i|u|s|mark|h[1-6]|ul|ol|li|blockquote|code|pre|a|div|span|img)\b[^>]*>/i
const CLOSING_OF: Record<string, string> = {
  '"': '"',
  "'": "'",
  '“': '”',
  '‘': '’',
  '«': '»',
  '„': '“',
}

/** A model's answer without the wrapping it was asked to leave out: a code fence, quotes. */
function unwrap(answer: string): string {
  let text = answer.trim()
  const fenced = FENCED.exec(text)
  if (fenced) text = fenced[1]!.trim()
  const quoted = QUOTED.exec(text)
  if (quoted && CLOSING_OF[quoted[1]!] === quoted[3] && !quoted[2]!.includes(quoted[1]!)) {
    text = quoted[2]!.trim()
  }
  return text
}

/**
 * An answer for a rich-text field: reduced to what the editor produces, exactly as a saved
 * item would be. A model that answered in Markdown (as they often do, asked for HTML or not)
 * gets it converted; plain text becomes paragraphs and line breaks.
 */
export function assistHtml(answer: string): string {
  const text = unwrap(answer)
  const html = HTML_TAG.test(text) ? text : markdownToHtml(text)
  return sanitizeRichText(html).trim()
}

/** An answer for a plain-text field. */
export function assistText(answer: string): string {
  return unwrap(answer)
}

/** A meta description: one line, cut at a word to fit what search results show. */
export function seoDescription(answer: string): string {
  const line = unwrap(answer).replace(/\s+/g, ' ').trim()
  if (line.length <= SEO_DESCRIPTION_MAX) return line
  const cut = line.slice(0, SEO_DESCRIPTION_MAX - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > SEO_DESCRIPTION_MAX / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.]+$/, '')}…`
}
