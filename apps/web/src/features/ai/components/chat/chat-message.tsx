import { Bot, CircleAlert, LoaderCircle, OctagonX, RotateCw } from 'lucide-react'

import { Markdown } from '../markdown/markdown'

import { SaveReplyButton } from './save-reply-button'
import type { ThreadEntry } from './thread-entries'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'

function ReplyFooter({ entry, conversationId }: { entry: ThreadEntry; conversationId: string }) {
  if (entry.status === 'stopped') {
    return (
      <div className="mt-2">
        <Badge>
          <OctagonX className="size-3.5" aria-hidden="true" />
          Stopped
        </Badge>
      </div>
    )
  }
  if (entry.status !== 'complete' || !entry.messageId) return null
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1">
      <SaveReplyButton
        conversationId={conversationId}
        messageId={entry.messageId}
        savedId={entry.savedId}
      />
      <CopyButton value={entry.content} label="reply" />
    </div>
  )
}

/**
 * One message: the user's prompt as typed, or the assistant's reply as Markdown. A failed reply
 * says why in the server's words and, with `onRetry`, offers to send its prompt again.
 */
export function ChatMessage({
  entry,
  conversationId,
  onRetry,
  retryDisabled = false,
}: {
  entry: ThreadEntry
  conversationId: string | null
  onRetry?: () => void
  retryDisabled?: boolean
}) {
  if (entry.role === 'user') {
    return (
      <article aria-label="You" className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-primary-soft px-4 py-2.5 text-sm break-words whitespace-pre-wrap text-foreground">
          {entry.content}
        </p>
      </article>
    )
  }

  const writing = entry.status === 'waiting' || entry.status === 'streaming'
  return (
    <article aria-label="Assistant" aria-busy={writing} className="flex gap-3">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
        <Bot className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 pt-1">
        {entry.content && <Markdown text={entry.content} />}
        {entry.status === 'waiting' && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Writing…
          </p>
        )}
        {entry.status === 'streaming' && (
          <span
            aria-hidden="true"
            className="mt-1 inline-block h-4 w-1.5 animate-pulse rounded-sm bg-primary align-middle"
          />
        )}
        {entry.status === 'error' && (
          <div className="mt-2 flex flex-wrap items-start gap-x-2 gap-y-3 rounded-xl border border-danger/30 bg-danger-soft p-3 text-sm text-danger">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p role="alert" className="min-w-0 flex-1 basis-48 break-words">
              {entry.error ?? 'The assistant could not answer.'}
            </p>
            {onRetry && (
              <Button
                variant="secondary"
                size="sm"
                onClick={onRetry}
                disabled={retryDisabled}
                className="ml-auto"
              >
                <RotateCw className="size-3.5" aria-hidden="true" />
                Retry
              </Button>
            )}
          </div>
        )}
        {conversationId && <ReplyFooter entry={entry} conversationId={conversationId} />}
      </div>
    </article>
  )
}
