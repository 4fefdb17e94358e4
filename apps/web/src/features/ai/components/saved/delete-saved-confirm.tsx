import type { AiSavedContent } from '@folio/schema'

import { useDeleteSavedContent } from '../../api/saved'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** Asks before removing a saved reply (the conversation it came from keeps the reply). */
export function DeleteSavedConfirm({
  entry,
  onDone,
}: {
  entry: AiSavedContent | null
  onDone: () => void
}) {
  const remove = useDeleteSavedContent()
  return (
    <ConfirmDialog
      open={entry !== null}
      title="Delete saved content?"
      description={
        <p>
          It is removed from Saved Content. The conversation it came from keeps the reply. This
          cannot be undone.
        </p>
      }
      confirmLabel="Delete"
      tone="danger"
      pending={remove.isPending}
      onCancel={onDone}
      onConfirm={() => {
        if (!entry) return
        remove.mutate(entry.id, {
          onSuccess: () => notify.success('Saved content deleted'),
          onError: (error) => notify.error(errorMessage(error, 'It could not be deleted.')),
          onSettled: onDone,
        })
      }}
    />
  )
}
