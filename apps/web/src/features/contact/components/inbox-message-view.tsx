import type { InboxMessage } from '@folio/schema'
import { ArrowLeft, MailOpen, Reply, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { useDeleteInboxMessage, useMarkInboxMessage } from '../api/inbox'
import { replyLink } from '../reply-link'

import { Button, buttonClass } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/stores/notifications'

/**
 * One message, open: who sent it and when, the text as plain text (markup shows as typed and
 * links are not made clickable), and Reply (the admin's email app), Mark as unread and Delete.
 */
export function InboxMessageView({
  message,
  siteName,
  onClose,
  showBack,
}: {
  message: InboxMessage
  siteName: string
  /** Back to the list: after Back, Mark as unread and Delete. */
  onClose: () => void
  /** A Back button, when the list is not beside the message (narrow screens). */
  showBack: boolean
}) {
  const [confirmDelete, setConfirmDelete] = useState(false)
  const mark = useMarkInboxMessage()
  const remove = useDeleteInboxMessage()
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Opening a message moves the focus to it, so a keyboard or screen reader user is there.
  useEffect(() => {
    headingRef.current?.focus()
  }, [message.id])

  const markUnread = () =>
    mark.mutate(
      { id: message.id, read: false },
      {
        onSuccess: () => {
          notify.success('Marked as unread')
          onClose()
        },
        onError: (error) => notify.error(errorMessage(error, 'The message could not be marked.')),
      },
    )

  const deleteMessage = () =>
    remove.mutate(message.id, {
      onSuccess: () => {
        setConfirmDelete(false)
        notify.success('Message deleted')
        onClose()
      },
      onError: (error) => {
        setConfirmDelete(false)
        notify.error(errorMessage(error, 'The message could not be deleted.'))
      },
    })

  return (
    <article aria-labelledby="inbox-message-heading" className="flex min-w-0 flex-col">
      <header className="border-b border-border px-4 py-4 sm:px-6">
        {showBack && (
          <Button variant="ghost" size="sm" className="-ml-2 mb-3" onClick={onClose}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to inbox
          </Button>
        )}
        <h2
          id="inbox-message-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold break-words focus:outline-none"
        >
          {message.name}
        </h2>
        <p className="text-sm break-all text-muted-foreground">{message.email}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={replyLink(message, siteName)} className={buttonClass({ size: 'sm' })}>
            <Reply className="size-4" aria-hidden="true" />
            Reply
          </a>
          <Button variant="secondary" size="sm" onClick={markUnread} disabled={mark.isPending}>
            <MailOpen className="size-4" aria-hidden="true" />
            Mark as unread
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirmDelete(true)}>
            <Trash2 className="size-4 text-danger" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </header>
      <p
        data-testid="inbox-message-text"
        className="px-4 py-5 text-sm leading-relaxed break-words whitespace-pre-wrap sm:px-6"
      >
        {message.message}
      </p>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete message?"
        description={`The message from ${message.name} will be deleted for every admin. This cannot be undone.`}
        confirmLabel="Delete message"
        tone="danger"
        pending={remove.isPending}
        onConfirm={deleteMessage}
        onCancel={() => setConfirmDelete(false)}
      />
    </article>
  )
}
