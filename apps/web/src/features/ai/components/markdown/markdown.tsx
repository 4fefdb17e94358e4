import { useMemo } from 'react'
import type { ReactNode } from 'react'

import { parseMarkdown } from './parse-markdown'
import type { Align, Block } from './parse-markdown'
import type { Inline } from './parse-inline'

import { cn } from '@/lib/cn'

/** Typography for rendered replies; the app has no typography plugin. */
const proseClass = cn(
  'text-sm leading-relaxed break-words text-foreground',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0 [&_p]:my-2',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:tracking-tight',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:text-base [&_h4]:font-semibold',
  '[&_h5]:mt-3 [&_h5]:mb-1 [&_h5]:font-semibold [&_h6]:mt-3 [&_h6]:mb-1 [&_h6]:font-semibold',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-0.5 [&_li>p]:my-0 [&_strong]:font-semibold',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3',
  '[&_a]:font-medium [&_a]:text-primary-text [&_a]:underline [&_a]:underline-offset-2',
  '[&_hr]:my-4 [&_hr]:border-border',
  '[&_table]:w-full [&_table]:text-left [&_th]:border-b [&_th]:border-border [&_th]:px-2 [&_th]:py-1.5 [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-border [&_td]:px-2 [&_td]:py-1.5 [&_td]:align-top',
)

function inlines(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value
      case 'code':
        return <code key={index}>{node.value}</code>
      case 'strong':
        return <strong key={index}>{inlines(node.children)}</strong>
      case 'em':
        return <em key={index}>{inlines(node.children)}</em>
      case 'del':
        return <del key={index}>{inlines(node.children)}</del>
      case 'break':
        return <br key={index} />
      case 'link':
        return node.href ? (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {inlines(node.children)}
          </a>
        ) : (
          <span key={index}>{inlines(node.children)}</span>
        )
    }
  })
}

const alignClass = (align: Align | undefined) =>
  align === 'center' ? 'text-center' : align === 'right' ? 'text-right' : undefined

function blocks(nodes: Block[], headingOffset: number): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'paragraph':
        return <p key={index}>{inlines(node.children)}</p>
      case 'heading': {
        const Heading = `h${Math.min(node.level + headingOffset, 6)}` as 'h3'
        return <Heading key={index}>{inlines(node.children)}</Heading>
      }
      case 'code':
        return (
          <pre key={index}>
            <code data-language={node.lang || undefined}>{node.value}</code>
          </pre>
        )
      case 'quote':
        return <blockquote key={index}>{blocks(node.children, headingOffset)}</blockquote>
      case 'rule':
        return <hr key={index} />
      case 'list': {
        const items = node.items.map((item, itemIndex) => (
          <li key={itemIndex}>{blocks(item, headingOffset)}</li>
        ))
        return node.ordered ? (
          <ol key={index} start={node.start === 1 ? undefined : node.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        )
      }
      case 'table':
        return (
          <div key={index} className="my-3 overflow-x-auto">
            <table>
              <thead>
                <tr>
                  {node.head.map((cell, cellIndex) => (
                    <th key={cellIndex} className={alignClass(node.align[cellIndex])}>
                      {inlines(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {node.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, cellIndex) => (
                      <td key={cellIndex} className={alignClass(node.align[cellIndex])}>
                        {inlines(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
    }
  })
}

/**
 * Markdown rendered as React elements, never as HTML: tags in the text show as text, links
 * open only http(s) and mailto targets, in a new tab. Headings start at `h{1 + headingOffset}`
 * so a reply's `#` does not compete with the page's own headings.
 */
export function Markdown({
  text,
  headingOffset = 2,
  className,
}: {
  text: string
  headingOffset?: number
  className?: string
}) {
  const parsed = useMemo(() => parseMarkdown(text), [text])
  return <div className={cn(proseClass, className)}>{blocks(parsed, headingOffset)}</div>
}
