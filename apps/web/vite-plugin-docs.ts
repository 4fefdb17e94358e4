// Renders the manual (`docs/*.md` at the repository root) at build time. A module that imports
// `docs/<page>.md?docs-page` gets the page as data (title, headings, HTML and code blocks);
// `?docs-search` gets its plain text by section, for the docs search. The browser receives HTML,
// never Markdown and never a Markdown parser.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import MarkdownIt from 'markdown-it'
type Token = ReturnType<typeof md.parse>[number]
import type { Plugin } from 'vite'

import type {
  DocsBlock,
  DocsHeading,
  DocsPageContent,
  DocsSearchPage,
} from './src/features/docs/docs-content'

const QUERY = /\?docs-(page|search)$/

/** GitHub-style heading ids: lower case, punctuation dropped, spaces to dashes. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false })
// Wide tables scroll sideways on phones; a scrollable region must be reachable by keyboard.
md.renderer.rules.table_open = () => '<table tabindex="0">\n'

/** Links between pages (`webhooks.md#retries`) become site paths; other relative links text. */
function rewriteLinks(tokens: Token[]) {
  for (const token of tokens) {
    if (token.type !== 'inline' || !token.children) continue
    const children: Token[] = []
    let dropClose = 0
    for (const child of token.children) {
      if (child.type === 'link_open') {
        const href = String(child.attrGet('href') ?? '')
        const page = /^(?:\.\/)?([a-z0-9-]+)\.md(#[\w-]+)?$/.exec(href)
        if (page) child.attrSet('href', `/docs/${page[1]}${page[2] ?? ''}`)
        else if (!/^(?:https?:|mailto:|#|\/)/.test(href)) {
          // A file of the repository (`../packages/sdk/README.md`): not part of the site.
          dropClose += 1
          continue
        }
      } else if (child.type === 'link_close' && dropClose > 0) {
        dropClose -= 1
        continue
      }
      children.push(child)
    }
    token.children = children
  }
}

function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .map((child) =>
      child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content,
    )
    .join('')
}

export function renderDocsPage(slug: string, source: string): DocsPageContent & DocsSearchPage {
  const tokens = md.parse(source, {})
  rewriteLinks(tokens)

  let title = ''
  const headings: DocsHeading[] = []
  const blocks: DocsBlock[] = []
  const sections: DocsSearchPage['sections'] = [{ id: null, heading: '', text: '' }]
  const used = new Map<string, number>()
  let pending: Token[] = []

  const flush = () => {
    if (pending.length === 0) return
    blocks.push({ kind: 'html', html: md.renderer.render(pending, md.options, {}) })
    pending = []
  }
  const addText = (text: string) => {
    const section = sections[sections.length - 1]!
    section.text += `${section.text ? ' ' : ''}${text.replace(/\s+/g, ' ').trim()}`
  }

  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!
    if (token.type === 'heading_open' && token.tag === 'h1') {
      title = inlineText(tokens[i + 1])
      i += 2 // the inline token and heading_close: the page shows its title itself
      continue
    }
    if (token.type === 'heading_open') {
      const text = inlineText(tokens[i + 1])
      const base = headingId(text)
      const seen = used.get(base) ?? 0
      used.set(base, seen + 1)
      const id = seen === 0 ? base : `${base}-${seen}`
      token.attrSet('id', id)
      if (token.tag === 'h2' || token.tag === 'h3') {
        headings.push({ id, text, level: token.tag === 'h2' ? 2 : 3 })
      }
      sections.push({ id, heading: text, text: '' })
    } else if (token.type === 'fence' || token.type === 'code_block') {
      flush()
      const code = token.content.replace(/\n$/, '')
      blocks.push({ kind: 'code', lang: token.info.trim().split(/\s+/)[0] ?? '', code })
      addText(code)
      continue
    } else if (token.type === 'inline' && tokens[i - 1]?.type !== 'heading_open') {
      addText(inlineText(token))
    }
    pending.push(token)
  }
  flush()

  if (!title) throw new Error(`docs/${slug}.md must start with a "# Title" heading`)
  return {
    slug,
    title,
    headings,
    blocks,
    sections: sections.filter((section) => section.heading || section.text),
  }
}

/** The Vite plugin: `?docs-page` and `?docs-search` imports of `docs/*.md`. */
export function docsPlugin(): Plugin {
  return {
    name: 'folio-docs',
    enforce: 'pre',
    async load(id) {
      const match = QUERY.exec(id)
      if (!match) return null
      const file = id.replace(QUERY, '')
      this.addWatchFile(file)
      const slug = path.basename(file, '.md')
      const page = renderDocsPage(slug, await readFile(file, 'utf8'))
      const data =
        match[1] === 'page'
          ? { slug, title: page.title, headings: page.headings, blocks: page.blocks }
          : { slug, title: page.title, sections: page.sections }
      return `export default ${JSON.stringify(data)}`
    },
  }
}
