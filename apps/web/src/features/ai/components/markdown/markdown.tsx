import { useMemo } from 'react'

import { markdownElements } from './markdown-elements'

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

/**
 * Markdown (markdown-it: CommonMark, GitHub's tables and strikethrough) rendered as React
 * elements, never as HTML: tags in the text show as text, links open only http(s) and mailto
 * targets, in a new tab. Headings start at `h{1 + headingOffset}` so a reply's `#` does not
 * compete with the page's own headings.
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
  const elements = useMemo(() => markdownElements(text, headingOffset), [text, headingOffset])
  return <div className={cn(proseClass, className)}>{elements}</div>
}
