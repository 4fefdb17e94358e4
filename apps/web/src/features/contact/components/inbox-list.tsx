import type { InboxMessage } from '@folio/schema'

import { cn } from '@/lib/cn'
import { formatDateTime, formatRelative } from '@/lib/format'

/** The first words of a message on one line: the whole text is for the open message. */
function preview(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 160)
}

/**
 * The inbox's messages, newest first; unread ones stand out (a dot, bold name, tinted row).
 * Each row is a button that opens its message.
 */
export function InboxList({
  messages,
  openId,
  onOpen,
}: {
  messages: readonly InboxMessage[]
  openId: string | null
  onOpen: (id: string) => void
}) {
  return (
    <ul aria-label="Messages" className="divide-y divide-border">
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            onClick={() => onOpen(message.id)}
            aria-current={message.id === openId ? 'true' : undefined}
            className={cn(
              'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5',
              !message.read && 'bg-primary-soft/40',
              message.id === openId && 'bg-muted',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-1.5 size-2 shrink-0 rounded-full',
                message.read ? 'bg-transparent' : 'bg-primary-solid',
              )}
            />
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-3">
                <span
                  className={cn(
                    'truncate text-sm',
                    message.read ? 'font-medium text-foreground' : 'font-bold text-foreground',
                  )}
                >
                  {message.name}
                  {!message.read && (
                    <>
                      {' '}
                      <span className="sr-only">(unread)</span>
                    </>
                  )}
                </span>
                <time
                  dateTime={message.createdAt}
                  title={formatDateTime(message.createdAt)}
                  className="shrink-0 text-xs text-muted-foreground"
                >
                  {formatRelative(message.createdAt)}
                </time>
              </span>
              <span className="block truncate text-xs text-muted-foreground">{message.email}</span>
              <span
                className={cn(
                  'mt-1 line-clamp-2 text-sm break-words',
                  message.read ? 'text-muted-foreground' : 'text-foreground',
                )}
              >
                {preview(message.message)}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
