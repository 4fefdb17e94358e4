import type { DocsHeading } from '../docs-content'

import { cn } from '@/lib/cn'

/** The page's section headings as links to their anchors. */
export function DocsContents({
  headings,
  className,
}: {
  headings: readonly DocsHeading[]
  className?: string
}) {
  return (
    <ul className={cn('space-y-1.5 text-sm', className)}>
      {headings.map((heading) => (
        <li key={heading.id} className={heading.level === 3 ? 'pl-3' : undefined}>
          <a
            href={`#${heading.id}`}
            className="text-muted-foreground hover:text-foreground hover:underline"
          >
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  )
}
