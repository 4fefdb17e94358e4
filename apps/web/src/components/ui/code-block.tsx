import { CopyButton } from './copy-button'

import { cn } from '@/lib/cn'

/** Code to read and copy: a title bar with the copy button over a scrollable block. */
export function CodeBlock({
  code,
  title,
  copyLabel,
  monoTitle = false,
  className,
}: {
  code: string
  /** A file name or command in the title bar is set in the code font. */
  title: string
  monoTitle?: boolean
  /** "Copy <copyLabel>" is the button's accessible name. */
  copyLabel: string
  className?: string
}) {
  return (
    <figure
      className={cn(
        'min-w-0 overflow-hidden rounded-xl border border-border bg-surface',
        className,
      )}
    >
      <figcaption className="flex items-center justify-between gap-2 border-b border-border py-1 pr-1 pl-3">
        <span
          className={cn(
            'truncate text-xs font-medium text-muted-foreground',
            monoTitle && 'font-mono',
          )}
        >
          {title}
        </span>
        <CopyButton value={code} label={copyLabel} />
      </figcaption>
      {/* A scrollable region must be focusable (WCAG 2.1.1) or a long line is out of reach of
          the keyboard; jsx-a11y's rule predates that guidance. */}
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto p-3 text-xs leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
      >
        <code className="font-mono text-foreground">{code}</code>
      </pre>
    </figure>
  )
}
