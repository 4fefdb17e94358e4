import { Check, Trash2 } from 'lucide-react'
import { Link } from 'react-router'

import type { InboxEntry } from '../inbox'

import { notificationIcons, notificationTones } from '@/components/ui/notification-style'
import { cn } from '@/lib/cn'
import { Timestamp } from '@/components/ui/timestamp'

const iconButton =
  'grid size-7 place-items-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring'

/** One notification in the bell: its message (a link when it has one), details, time and actions. */
export function NotificationRow({
  entry,
  onOpen,
  onMarkRead,
  onRemove,
}: {
  entry: InboxEntry
  /** The message link was followed. */
  onOpen: () => void
  onMarkRead: () => void
  onRemove: () => void
}) {
  const Icon = notificationIcons[entry.type]
  const message = (
    <>
      {entry.message}
      {!entry.read && <span className="sr-only"> (unread)</span>}
    </>
  )
  return (
    <li className={cn('flex gap-3 px-4 py-3', !entry.read && 'bg-primary-soft/40')}>
      <Icon
        className={cn('mt-0.5 size-4 shrink-0', notificationTones[entry.type])}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm break-words', !entry.read && 'font-semibold')}>
          {entry.link ? (
            <Link
              to={entry.link}
              onClick={onOpen}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {message}
            </Link>
          ) : (
            message
          )}
        </p>
        {entry.details && (
          <p className="mt-0.5 line-clamp-3 text-xs break-words whitespace-pre-line text-muted-foreground">
            {entry.details}
          </p>
        )}
        <p className="mt-1 text-xs text-muted-foreground">
          <Timestamp value={entry.timestamp} />
        </p>
      </div>
      <div className="flex shrink-0 items-start gap-0.5">
        {!entry.read && (
          <button
            type="button"
            onClick={onMarkRead}
            aria-label={`Mark as read: ${entry.message}`}
            className={cn(iconButton, 'hover:text-foreground')}
          >
            <Check className="size-4" aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove: ${entry.message}`}
          className={cn(iconButton, 'hover:text-danger')}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  )
}
