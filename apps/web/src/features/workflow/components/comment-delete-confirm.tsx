import { LoaderCircle, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'

import { useDeleteComment } from '../api/delete-comment'

import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/**
 * The small "Delete this comment?" box under a comment. It stays open with the server's reason
 * when the delete is refused; on success the comment leaves the thread.
 */
export function CommentDeleteConfirm({
  itemId,
  commentId,
  replyCount,
  onCancel,
}: {
  itemId: string
  commentId: string
  replyCount: number
  onCancel: () => void
}) {
  const id = useId()
  const remove = useDeleteComment(itemId)
  const [error, setError] = useState<string | null>(null)
  const box = useRef<HTMLDivElement>(null)
  // The user just asked to delete: the safe choice (Cancel) gets focus, one Tab from Delete.
  useEffect(() => box.current?.querySelector('button')?.focus(), [])

  const confirm = () => {
    setError(null)
    // Not `mutate`'s callbacks: this box is gone once the comment leaves the thread, and those
    // callbacks do not fire after it unmounts.
    remove.mutateAsync(commentId).then(
      () => notify.success('Comment deleted'),
      (caught: unknown) => setError(errorMessage(caught, 'The comment could not be deleted.')),
    )
  }

  return (
    <div
      ref={box}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-note`}
      className="mt-2 rounded-lg border border-danger/30 bg-danger-soft/50 p-3"
    >
      <p id={`${id}-title`} className="text-sm font-semibold">
        Delete this comment?
      </p>
      <p id={`${id}-note`} className="mt-0.5 text-xs text-muted-foreground">
        {replyCount > 0
          ? `This cannot be undone. ${replyCount === 1 ? 'Its reply stays' : 'Its replies stay'} in the thread, moved up a level.`
          : 'This cannot be undone.'}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={remove.isPending}>
          Cancel
        </Button>
        {/* Not <Button>: its primary colours would win over the danger ones (cn does not merge). */}
        <button
          type="button"
          onClick={confirm}
          disabled={remove.isPending}
          className="inline-flex h-9 items-center gap-2 rounded-lg bg-danger px-3.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-danger/90 disabled:cursor-not-allowed disabled:opacity-60 dark:text-background"
        >
          {remove.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 className="size-4" aria-hidden="true" />
          )}
          Delete comment
        </button>
      </div>
    </div>
  )
}
