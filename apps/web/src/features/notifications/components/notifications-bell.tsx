import * as Popover from '@radix-ui/react-popover'
import { Bell } from 'lucide-react'
import { useState } from 'react'

import { useInbox } from '../use-inbox'

import { NotificationRow } from './notification-row'

const headerButton =
  'rounded px-1 text-xs font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-ring'

/**
 * The header bell: the unread count, and a panel with the signed-in user's saved notifications
 * (review requests, approvals, comments) and this tab's notices, newest first.
 */
export function NotificationsBell() {
  const [open, setOpen] = useState(false)
  const [confirmClear, setConfirmClear] = useState(false)
  const inbox = useInbox()
  const { entries, unread } = inbox

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setConfirmClear(false)
      }}
    >
      <Popover.Trigger
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative grid size-9 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <Bell className="size-[18px]" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-white dark:text-background"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,80vh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl border border-border bg-card shadow-xl shadow-black/5 dark:shadow-black/40"
        >
          <div className="flex min-h-12 items-center justify-between gap-2 border-b border-border px-4 py-2">
            <h2 className="text-sm font-semibold">Notifications</h2>
            {confirmClear ? (
              <div className="flex items-center gap-2 text-xs">
                <span className="text-muted-foreground">Clear all?</span>
                <button
                  type="button"
                  onClick={() => {
                    inbox.clearAll()
                    setConfirmClear(false)
                  }}
                  className={`${headerButton} text-danger`}
                >
                  Yes, clear
                </button>
                <button
                  type="button"
                  onClick={() => setConfirmClear(false)}
                  className={headerButton}
                >
                  Cancel
                </button>
              </div>
            ) : (
              <div className="flex items-center gap-2">
                {unread > 0 && (
                  <button type="button" onClick={inbox.markAllRead} className={headerButton}>
                    Mark all read
                  </button>
                )}
                {entries.length > 0 && (
                  <button
                    type="button"
                    onClick={() => setConfirmClear(true)}
                    className={headerButton}
                  >
                    Clear all
                  </button>
                )}
              </div>
            )}
          </div>
          {inbox.error && (
            <p role="alert" className="border-b border-border px-4 py-2 text-xs text-danger">
              Could not load your notifications. Retrying shortly.
            </p>
          )}
          {entries.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-muted-foreground">
              You are all caught up.
            </p>
          ) : (
            <ul className="divide-y divide-border overflow-y-auto">
              {entries.map((entry) => (
                <NotificationRow
                  key={entry.key}
                  entry={entry}
                  onOpen={() => {
                    inbox.markRead(entry)
                    setOpen(false)
                  }}
                  onMarkRead={() => inbox.markRead(entry)}
                  onRemove={() => inbox.remove(entry)}
                />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
