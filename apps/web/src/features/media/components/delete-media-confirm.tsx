import { useDeleteMedia } from '../api/media-mutations'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'
import { plural } from '@/lib/format'

/** "Delete N files? This cannot be undone." for the selection or one file's details. */
export function DeleteMediaConfirm({
  ids,
  onClose,
  onDeleted,
}: {
  /** The files to delete; the dialog is open while there are some. */
  ids: string[]
  onClose: () => void
  onDeleted: (ids: string[]) => void
}) {
  const remove = useDeleteMedia()
  const files = plural(ids.length, 'file')
  return (
    <ConfirmDialog
      open={ids.length > 0}
      title={`Delete ${files}?`}
      description="This cannot be undone."
      confirmLabel="Delete"
      tone="danger"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(ids, {
          onSuccess: () => {
            notify.success(`${files.charAt(0).toUpperCase()}${files.slice(1)} deleted`)
            onDeleted(ids)
            onClose()
          },
          onError: (error) =>
            notify.error('The files could not be deleted', { details: errorMessage(error) }),
        })
      }
    />
  )
}
