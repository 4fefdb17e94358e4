import MarkdownIt from 'markdown-it'

/**
 * Markdown as the rich-text editor holds it, with markdown-it (CommonMark, strikethrough):
 * headings below level 2 become level 2, code blocks become lines of inline code, and tables
 * stay lines of text, since the editor has none of those. Raw HTML in the text stays text.
 * The result still goes through the rich-text sanitiser like any other HTML.
 */
const markdown = new MarkdownIt('default', { html: false, linkify: false, breaks: true })
markdown.disable(['table'])

markdown.renderer.rules.heading_open = (tokens, index) =>
  `<${tokens[index]!.tag === 'h1' ? 'h1' : 'h2'}>`
markdown.renderer.rules.heading_close = (tokens, index) =>
  `</${tokens[index]!.tag === 'h1' ? 'h1' : 'h2'}>`

const codeLines = (content: string) =>
  `<p>${content
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => `<code>${markdown.utils.escapeHtml(line)}</code>`)
    .join('<br>')}</p>`
markdown.renderer.rules.fence = (tokens, index) => codeLines(tokens[index]!.content)
markdown.renderer.rules.code_block = (tokens, index) => codeLines(tokens[index]!.content)
markdown.renderer.rules.hr = () => ''

/** A model's Markdown (or plain text: paragraphs and line breaks) as HTML. */
export function markdownToHtml(text: string): string {
  return markdown
    .render(text)
    .replace(/<br>\n/g, '<br>')
    .replace(/>\s*\n\s*</g, '><')
    .trim()
}
