import MarkdownIt from 'markdown-it'

/**
 * markdown-it as Folio reads an AI reply: CommonMark with GitHub's tables and strikethrough,
 * raw HTML kept as text, bare URLs left alone unless `linkify` (then only those written with their scheme). Each
 * place that shows a reply starts from this and adds only its own rendering: the chat renders
 * the tokens as elements, markdownToHtml below writes rich-text HTML.
 */
export function createReplyMarkdown(options: { breaks?: boolean; linkify?: boolean } = {}) {
  const markdown = new MarkdownIt('default', {
    html: false,
    linkify: options.linkify ?? false,
    breaks: options.breaks ?? false,
  })
  // `www.x.com` or `ada@x.com` in prose stays text; an address with its scheme is meant.
  markdown.linkify.set({ fuzzyLink: false, fuzzyEmail: false })
  return markdown
}

/*
 * Markdown (CommonMark with strikethrough, by markdown-it) as the HTML a rich-text field holds:
 * paragraphs, two heading levels, lists, quotes, bold, italic, strikethrough, code and links.
 * Lower headings become level 2, code blocks become code lines, tables stay lines of text and
 * rules are dropped, since the editor has none of those. Raw HTML in the text stays text, and
 * the editor still parses the result through its own schema when it opens it. Single line
 * breaks are kept: a reply often is plain text, not Markdown.
 */
const markdown = createReplyMarkdown({ breaks: true })
markdown.disable(['table'])

const headingTag = (tag: string) => (tag === 'h1' ? 'h1' : 'h2')
markdown.renderer.rules.heading_open = (tokens, index) => `<${headingTag(tokens[index]!.tag)}>`
markdown.renderer.rules.heading_close = (tokens, index) => `</${headingTag(tokens[index]!.tag)}>`

const codeLines = (content: string) =>
  `<p>${content
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => `<code>${markdown.utils.escapeHtml(line)}</code>`)
    .join('<br>')}</p>`
markdown.renderer.rules.fence = (tokens, index) => codeLines(tokens[index]!.content)
markdown.renderer.rules.code_block = (tokens, index) => codeLines(tokens[index]!.content)
markdown.renderer.rules.hr = () => ''

/** A reply's Markdown (or plain text: paragraphs and line breaks) as rich-text HTML: an AI answer going into a field on the server, a saved reply becoming a new item in the app. */
export function markdownToHtml(text: string): string {
  return markdown
    .render(text)
    .replace(/<br>\n/g, '<br>')
    .replace(/>\s*\n\s*</g, '><')
    .trim()
}
