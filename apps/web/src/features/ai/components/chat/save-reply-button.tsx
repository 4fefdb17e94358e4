import { aiMessages } from '@folio/schema'
import { useQueryClient } from '@tanstack/react-query'
import { Bookmark, BookmarkCheck, LoaderCircle } from 'lucide-react'

import { chatKeys } from '../../api/chat'
import { useSaveReply } from '../../api/saved'

import { ApiError, errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { notify } from '@/stores/notifications'

const buttonClass =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2 text-xs font-semibold disabled:cursor-not-allowed'

/** Saves a complete reply to Saved Content; once saved it says so and cannot be saved again. */
export function SaveReplyButton({
  conversationId,
  messageId,
  savedId,
}: {
  conversationId: string
  messageId: string
  savedId: string | null
}) {
  const queryClient = useQueryClient()
  const save = useSaveReply(conversationId)
  const saved = savedId !== null || save.isSuccess

  if (saved) {
    return (
      <button type="button" disabled className={cn(buttonClass, 'text-success')}>
        <BookmarkCheck className="size-4" aria-hidden="true" />
        Saved
      </button>
    )
  }
  return (
    <button
      type="button"
      disabled={save.isPending}
      aria-label={save.isPending ? 'Saving reply' : 'Save reply'}
      className={cn(buttonClass, 'text-muted-foreground hover:bg-muted hover:text-foreground')}
      onClick={() =>
        save.mutate(messageId, {
          onSuccess: () => notify.success(aiMessages.saved),
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'already_exists') {
              // Saved meanwhile (another tab): the thread learns its saved entry.
              notify.info(aiMessages.alreadySaved)
              void queryClient.invalidateQueries({ queryKey: chatKeys.detail(conversationId) })
            } else {
              notify.error(errorMessage(error, 'The reply could not be saved.'))
            }
          },
        })
      }
    >
      {save.isPending ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Bookmark className="size-4" aria-hidden="true" />
      )}
      {save.isPending ? 'Saving…' : 'Save'}
    </button>
  )
}
