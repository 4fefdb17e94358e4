import type { AiConversation } from '@folio/schema'

import { useDeleteConversation } from '../../api/chat'

import { conversationTitle } from './conversation-row'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** Asks before deleting a conversation; its saved replies stay in Saved Content. */
export function DeleteConversationConfirm({
  conversation,
  onDone,
  onDeleted,
}: {
  conversation: AiConversation | null
  onDone: () => void
  onDeleted: (conversation: AiConversation) => void
}) {
  const remove = useDeleteConversation()
  return (
    <ConfirmDialog
      open={conversation !== null}
      title="Delete conversation?"
      description={
        conversation && (
          <p>
            “{conversationTitle(conversation)}” and its messages are deleted. Replies you saved stay
            in Saved Content. This cannot be undone.
          </p>
        )
      }
      confirmLabel="Delete conversation"
      tone="danger"
      pending={remove.isPending}
      onCancel={onDone}
      onConfirm={() => {
        if (!conversation) return
        remove.mutate(conversation.id, {
          onSuccess: () => {
            notify.success('Conversation deleted')
            onDeleted(conversation)
          },
          onError: (error) =>
            notify.error(errorMessage(error, 'The conversation could not be deleted.')),
          onSettled: onDone,
        })
      }}
    />
  )
}
