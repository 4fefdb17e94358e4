import { Sparkles } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { ChatMessage } from './chat-message'
import type { ThreadEntry } from './thread-entries'

/** Spec: two suggested prompts on an empty chat (its canned replies were these two). */
export const suggestedPrompts = [
  'Write a blog post about sustainable living',
  'Create a product description for a wireless keyboard',
] as const

/** How close to the bottom (px) still counts as following the reply. */
const FOLLOW_SLACK = 80

function EmptyChat({
  onSuggest,
  disabled,
}: {
  onSuggest: (prompt: string) => void
  disabled: boolean
}) {
  return (
    <div className="flex flex-col items-center px-4 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary-text">
        <Sparkles className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 font-semibold">What should we write?</h2>
      <p className="mt-1 max-w-sm text-sm text-pretty text-muted-foreground">
        Ask for a draft, an outline or a rewrite. Save the replies you want to use.
      </p>
      <ul aria-label="Suggested prompts" className="mt-5 grid w-full max-w-md gap-2">
        {suggestedPrompts.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onSuggest(prompt)}
              className="w-full rounded-xl border border-border px-4 py-3 text-left text-sm font-medium transition-colors hover:border-primary hover:bg-primary-soft disabled:opacity-60"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The messages of a conversation, scrolled to follow a reply as it arrives (unless the reader
 * scrolled up). It is a log: screen readers hear a reply once it is complete. A last reply that
 * failed offers Retry, which sends its prompt again.
 */
export function ChatThread({
  entries,
  conversationId,
  busy,
  onSuggest,
  onRetry,
}: {
  entries: ThreadEntry[]
  conversationId: string | null
  busy: boolean
  onSuggest: (prompt: string) => void
  onRetry: (prompt: string) => void
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const following = useRef(true)
  const last = entries.at(-1)
  const asked = entries.at(-2)
  const retry =
    last?.status === 'error' && asked?.role === 'user' ? () => onRetry(asked.content) : undefined

  useEffect(() => {
    const element = scroller.current
    if (element && following.current) element.scrollTop = element.scrollHeight
  }, [entries.length, last?.content, last?.status])

  // A new prompt always brings the thread to its end.
  useEffect(() => {
    if (busy) following.current = true
  }, [busy])

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      aria-busy={busy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget
        following.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK
      }}
      className="min-h-0 flex-1 space-y-6 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:p-6"
    >
      {entries.length === 0 ? (
        <EmptyChat onSuggest={onSuggest} disabled={busy} />
      ) : (
        entries.map((entry) => (
          <ChatMessage
            key={entry.key}
            entry={entry}
            conversationId={conversationId}
            onRetry={entry === last ? retry : undefined}
            retryDisabled={busy}
          />
        ))
      )}
    </div>
  )
}
