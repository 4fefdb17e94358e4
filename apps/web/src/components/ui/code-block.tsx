import { CopyButton } from '@/components/ui/copy-button'
import { cn } from '@/lib/cn'

/** Code to read and copy: a title bar with the copy button over a scrollable block. */
export function CodeBlock({
  code,
  title,
  copyLabel,
  className,
}: {
  code: string
  title: string
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
        <span className="truncate text-xs font-medium text-muted-foreground">{title}</span>
        <CopyButton value={code} label={copyLabel} />
      </figcaption>
      <pre className="overflow-x-auto p-3 text-xs leading-relaxed">
        <code className="font-mono text-foreground">{code}</code>
      </pre>
    </figure>
  )
}
