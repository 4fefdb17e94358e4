import { createRequire } from 'node:module'

import { allowedLinkSchemes } from '@folio/schema'
import type sanitizeHtml from 'sanitize-html'

const require = createRequire(import.meta.url)

/** An absolute http(s) URL or a path on this site (`//host` is another site, so not that). */
const IMAGE_SOURCE = /^(?:https?:\/\/|\/(?![/\\]))/i

/**
 * Exactly what the rich-text editor produces (its marks, headings 1-2, lists, quote, inline
 * code, links and images) and nothing else. Whatever a client sends, only this reaches the
 * database, so content delivered to other sites cannot carry scripts.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'mark',
    'h1',
    'h2',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title'] },
  allowedSchemes: [...allowedLinkSchemes],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // These tags' text is code or markup, not prose: it goes with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'xmp'],
  transformTags: {
    // A link opens in a new tab unless its author chose the same tab (the editor then writes
    // target="_self"); a new tab gets the rel that keeps the opened page from reaching back.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_self'
          ? { ...attribs, target: '_self', rel: 'nofollow' }
          : { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) => {
    // A link whose address was refused keeps its words; an image without a usable source goes.
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag'
    if (frame.tag === 'img') return !IMAGE_SOURCE.test(frame.attribs.src ?? '')
    return false
  },
}

// sanitize-html (with postcss and htmlparser2) loads with the first rich-text value to clean,
// not at start (some 70 ms): a server that only delivers content never needs it. A synchronous
// require keeps this function synchronous for its callers.
let sanitizer: typeof sanitizeHtml | undefined

/** Rich-text HTML reduced to what the editor can produce. */
export function sanitizeRichText(html: string): string {
  sanitizer ??= require('sanitize-html') as typeof sanitizeHtml
  return sanitizer(html, options)
}
