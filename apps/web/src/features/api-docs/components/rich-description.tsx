import { cn } from '@/lib/cn'

/** `a \`code\` b` → text and <code> pieces; the document's descriptions use nothing more. */
function inline(text: string) {
  return text.split(/(`[^`]+`)/g).map((piece, index) =>
    piece.startsWith('`') && piece.endsWith('`') && piece.length > 2 ? (
      <code
        key={index}
        className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] break-words text-foreground"
      >
        {piece.slice(1, -1)}
      </code>
    ) : (
      piece
    ),
  )
}

/** One line of document text with its inline code. */
export function InlineText({ text, className }: { text: string; className?: string }) {
  return <span className={className}>{inline(text)}</span>
}

/** A description from the OpenAPI document: paragraphs split on blank lines, inline code. */
export function RichDescription({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('space-y-2 text-sm text-muted-foreground', className)}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{inline(paragraph)}</p>
      ))}
    </div>
  )
}
