import type { AiSavedContent } from '@folio/schema'
import { FilePlus2, Trash2 } from 'lucide-react'

import { Markdown } from '../markdown/markdown'

import { CopyButton } from '@/components/ui/copy-button'
import { Timestamp } from '@/components/ui/timestamp'

const actionClass =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2 text-xs font-semibold text-muted-foreground hover:bg-muted hover:text-foreground'

/** One saved reply: the prompt it answered, the reply, and what can be done with it. */
export function SavedEntry({
  entry,
  onUse,
  onDelete,
}: {
  entry: AiSavedContent
  onUse: ((entry: AiSavedContent) => void) | undefined
  onDelete: (entry: AiSavedContent) => void
}) {
  const headingId = `saved-${entry.id}-prompt`
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Prompt
          </p>
          <h3 id={headingId} className="mt-0.5 font-semibold break-words">
            {entry.prompt}
          </h3>
        </div>
        <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted-foreground">
          Saved <Timestamp value={entry.createdAt} />
        </time>
      </header>
      <Markdown
        text={entry.content}
        headingOffset={3}
        className="mt-3 border-t border-border pt-3"
      />
      <footer className="mt-3 flex flex-wrap items-center gap-1 border-t border-border pt-2">
        <CopyButton value={entry.content} label="saved content" />
        {onUse && (
          <button type="button" className={actionClass} onClick={() => onUse(entry)}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            Use in new content item
          </button>
        )}
        <button
          type="button"
          className={`${actionClass} ml-auto hover:text-danger`}
          aria-label="Delete saved content"
          onClick={() => onDelete(entry)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </button>
      </footer>
    </article>
  )
}
