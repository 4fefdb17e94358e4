import { createReplyMarkdown } from '@folio/schema'
import type { ReactNode } from 'react'

/*
 * A reply's Markdown as React elements, from markdown-it's tokens. Nothing is ever inserted
 * as HTML: raw HTML in the text is a text token (markdown-it runs with `html: false`), each
 * token type maps to one element below and any other keeps only its text, so the output can
 * hold no tag, attribute or URL scheme this file does not name.
 */

const markdown = createReplyMarkdown({ linkify: true })

type Token = ReturnType<typeof markdown.parse>[number]

/** The link targets a reply may point at; anything else (javascript:, data:, paths) is text. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim()
  return /^(?:https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(trimmed) ? trimmed : null
}

/** A token's attribute as text (markdown-it types them loosely). */
const attr = (token: Token, name: string) => String(token.attrGet(name) ?? '')

const alignClass = (token: Token) => {
  const style = attr(token, 'style')
  if (style.includes('center')) return 'text-center'
  if (style.includes('right')) return 'text-right'
  return undefined
}

function link(href: string | null, key: number, children: ReactNode): ReactNode {
  return href ? (
    <a key={key} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span key={key}>{children}</span>
  )
}

/** The element an opening token stands for, around its already rendered children. */
function container(open: Token, key: number, children: ReactNode[], headingOffset: number) {
  switch (open.type) {
    case 'paragraph_open':
      // Items of a tight list hold their text without a paragraph.
      return open.hidden ? children : <p key={key}>{children}</p>
    case 'heading_open': {
      const level = Number(open.tag.slice(1))
      const Heading = `h${Math.min(level + headingOffset, 6)}` as 'h3'
      return <Heading key={key}>{children}</Heading>
    }
    case 'bullet_list_open':
      return <ul key={key}>{children}</ul>
    case 'ordered_list_open': {
      const start = Number(attr(open, 'start') || 1)
      return (
        <ol key={key} start={start === 1 ? undefined : start}>
          {children}
        </ol>
      )
    }
    case 'list_item_open':
      return <li key={key}>{children}</li>
    case 'blockquote_open':
      return <blockquote key={key}>{children}</blockquote>
    case 'table_open':
      return (
        <div key={key} className="my-3 overflow-x-auto">
          <table>{children}</table>
        </div>
      )
    case 'thead_open':
      return <thead key={key}>{children}</thead>
    case 'tbody_open':
      return <tbody key={key}>{children}</tbody>
    case 'tr_open':
      return <tr key={key}>{children}</tr>
    case 'th_open':
      return (
        <th key={key} className={alignClass(open)}>
          {children}
        </th>
      )
    case 'td_open':
      return (
        <td key={key} className={alignClass(open)}>
          {children}
        </td>
      )
    case 'strong_open':
      return <strong key={key}>{children}</strong>
    case 'em_open':
      return <em key={key}>{children}</em>
    case 's_open':
      return <del key={key}>{children}</del>
    case 'link_open':
      return link(safeHref(attr(open, 'href')), key, children)
    default:
      return children
  }
}

/** A token without children of its own in the stream (text, code, breaks, rules…). */
function leaf(token: Token, key: number, headingOffset: number): ReactNode {
  switch (token.type) {
    case 'inline':
      return render(token.children ?? [], headingOffset)
    case 'code_inline':
      return <code key={key}>{token.content}</code>
    case 'fence':
    case 'code_block':
      return (
        <pre key={key}>
          <code data-language={token.info.trim().split(/\s/)[0] || undefined}>
            {token.content.replace(/\n$/, '')}
          </code>
        </pre>
      )
    case 'softbreak':
      return '\n'
    case 'hardbreak':
      return <br key={key} />
    case 'hr':
      return <hr key={key} />
    case 'image':
      // An image is shown as a link to it: a reply must not load files from anywhere.
      return link(safeHref(attr(token, 'src')), key, render(token.children ?? [], headingOffset))
    default:
      return token.content
  }
}

/** Renders a token list, block or inline: each opening token wraps the tokens to its close. */
function render(tokens: Token[], headingOffset: number): ReactNode[] {
  const out: ReactNode[] = []
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!
    if (token.nesting !== 1) {
      if (token.nesting === 0) out.push(leaf(token, at, headingOffset))
      continue
    }
    let depth = 1
    let close = at + 1
    for (; close < tokens.length; close++) {
      depth += tokens[close]!.nesting
      if (depth === 0) break
    }
    const children = render(tokens.slice(at + 1, close), headingOffset)
    out.push(container(token, at, children, headingOffset))
    at = close
  }
  return out
}

/** Markdown as elements; headings start at `h{1 + headingOffset}`. */
export function markdownElements(text: string, headingOffset: number): ReactNode[] {
  return render(markdown.parse(text, {}), headingOffset)
}
