import * as Popover from '@radix-ui/react-popover'
import { Bell, Check, Trash2 } from 'lucide-react'

import { notificationIcons, notificationTones } from './notification-style'

import { cn } from '@/lib/cn'
import { useNotifications } from '@/stores/notifications'

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })

/** The bell: unread count, and a panel listing the notification store with its actions. */
export function NotificationsMenu() {
  const notifications = useNotifications((state) => state.notifications)
  const markRead = useNotifications((state) => state.markRead)
  const remove = useNotifications((state) => state.remove)
  const clear = useNotifications((state) => state.clear)
  const unread = notifications.filter((item) => !item.read).length

  return (
    <Popover.Root>
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
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <h2 className="text-sm font-semibold">Notifications</h2>
            {notifications.length > 0 && (
              <button
                type="button"
                onClick={clear}
                className="rounded text-xs font-semibold text-primary-text hover:underline"
              >
                Clear all
              </button>
            )}
          </div>
          {notifications.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-muted-foreground">
              You are all caught up.
            </p>
          ) : (
            <ul className="divide-y divide-border overflow-y-auto">
              {notifications.map((item) => {
                const Icon = notificationIcons[item.type]
                return (
                  <li
                    key={item.id}
                    className={cn('flex gap-3 px-4 py-3', !item.read && 'bg-primary-soft/40')}
                  >
                    <Icon
                      className={cn('mt-0.5 size-4 shrink-0', notificationTones[item.type])}
                      aria-hidden="true"
                    />
                    <div className="min-w-0 flex-1">
                      <p className={cn('text-sm', !item.read && 'font-semibold')}>
                        {item.message}
                        {!item.read && <span className="sr-only"> (unread)</span>}
                      </p>
                      {item.details && (
                        <p className="mt-0.5 text-xs text-muted-foreground">{item.details}</p>
                      )}
                      <p className="mt-1 text-xs text-muted-foreground">
                        {timeFormat.format(item.timestamp)}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-start gap-0.5">
                      {!item.read && (
                        <button
                          type="button"
                          onClick={() => markRead(item.id)}
                          aria-label={`Mark as read: ${item.message}`}
                          className="grid size-7 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
                        >
                          <Check className="size-4" aria-hidden="true" />
                        </button>
                      )}
                      <button
                        type="button"
                        onClick={() => remove(item.id)}
                        aria-label={`Remove: ${item.message}`}
                        className="grid size-7 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-danger"
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </button>
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
