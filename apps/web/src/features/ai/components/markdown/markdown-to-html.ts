import { parseMarkdown } from './parse-markdown'
import type { Block } from './parse-markdown'
import type { Inline } from './parse-inline'

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

function inlineHtml(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.value)
        case 'code':
          return `<code>${escapeHtml(node.value)}</code>`
        case 'strong':
          return `<strong>${inlineHtml(node.children)}</strong>`
        case 'em':
          return `<em>${inlineHtml(node.children)}</em>`
        case 'del':
          return `<s>${inlineHtml(node.children)}</s>`
        case 'break':
          return '<br>'
        case 'link':
          return node.href
            ? `<a href="${escapeHtml(node.href)}">${inlineHtml(node.children)}</a>`
            : inlineHtml(node.children)
      }
    })
    .join('')
}

function blockHtml(nodes: Block[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'paragraph':
          return `<p>${inlineHtml(node.children)}</p>`
        case 'heading': {
          const tag = node.level === 1 ? 'h1' : 'h2'
          return `<${tag}>${inlineHtml(node.children)}</${tag}>`
        }
        case 'code': {
          const lines = node.value.split('\n').map((line) => `<code>${escapeHtml(line)}</code>`)
          return `<p>${lines.join('<br>')}</p>`
        }
        case 'quote':
          return `<blockquote>${blockHtml(node.children)}</blockquote>`
        case 'rule':
          return ''
        case 'list': {
          const tag = node.ordered ? 'ol' : 'ul'
          const start = node.ordered && node.start !== 1 ? ` start="${node.start}"` : ''
          const items = node.items.map((item) => `<li>${blockHtml(item)}</li>`).join('')
          return `<${tag}${start}>${items}</${tag}>`
        }
        case 'table':
          return [node.head, ...node.rows]
            .map((row) => `<p>${row.map(inlineHtml).join(' | ')}</p>`)
            .join('')
      }
    })
    .join('')
}

/**
 * Markdown as the small, escaped HTML a rich-text field holds: paragraphs, two heading levels,
 * lists, quotes, bold, italic, strikethrough, code and links. Code blocks become code lines,
 * tables become one line per row, rules are dropped. Raw HTML in the text stays text.
 */
export function markdownToHtml(markdown: string): string {
  return blockHtml(parseMarkdown(markdown))
}
