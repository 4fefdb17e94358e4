import { X } from 'lucide-react'
import { createPortal } from 'react-dom'

import { useDialogToastSlot } from '@/components/ui/dialog'
import { notificationIcons, notificationTones } from '@/components/ui/notification-style'

import { cn } from '@/lib/cn'
import { useNotifications } from '@/stores/notifications'

const VISIBLE_TOASTS = 4

/**
 * Unread notifications as toasts, newest first. Auto-close ones leave the store after 5 seconds
 * (spec section 4); dismissing a toast marks it read, so it stays listed under the bell.
 */
export function ToastArea() {
  const notifications = useNotifications((state) => state.notifications)
  const markRead = useNotifications((state) => state.markRead)
  const toasts = notifications.filter((item) => !item.read).slice(0, VISIBLE_TOASTS)
  const dialogSlot = useDialogToastSlot()

  const list = toasts.map((toast) => {
    const Icon = notificationIcons[toast.type]
    return (
      <div
        key={toast.id}
        role={toast.type === 'error' ? 'alert' : undefined}
        className="pointer-events-auto flex w-full animate-[toast-in_180ms_ease-out] gap-3 rounded-xl border border-border bg-card p-4 shadow-lg shadow-black/10 dark:shadow-black/50"
      >
        <Icon
          className={cn('mt-0.5 size-5 shrink-0', notificationTones[toast.type])}
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{toast.message}</p>
          {toast.details && <p className="mt-0.5 text-sm text-muted-foreground">{toast.details}</p>}
        </div>
        <button
          type="button"
          onClick={() => markRead(toast.id)}
          aria-label="Dismiss notification"
          className="-mt-1 -mr-1 grid size-7 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    )
  })

  // An open dialog takes the toasts in, under its title: outside it they would be hidden from
  // screen readers and unclickable, and would sit over its action buttons.
  if (dialogSlot) {
    return createPortal(
      <section
        aria-label="Notifications"
        aria-live="polite"
        className="flex flex-col gap-2 border-b border-border px-5 py-3 empty:hidden"
      >
        {list}
      </section>,
      dialogSlot,
    )
  }

  // On phones toasts sit at the top, where they do not cover a page's bottom buttons.
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 top-3 z-[60] flex flex-col items-end gap-2 sm:inset-x-auto sm:top-auto sm:right-5 sm:bottom-5 sm:w-96"
    >
      {list}
    </section>
  )
}
