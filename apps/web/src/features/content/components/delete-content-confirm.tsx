import { contentItemMessages } from '@folio/schema'
import type { ContentItem } from '@folio/schema'

import { useDeleteContentItem } from '../api/content-item-mutations'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** Asks before deleting an item, then deletes it and says so. */
export function DeleteContentConfirm({
  item,
  onDone,
}: {
  item: ContentItem | null
  onDone: () => void
}) {
  const remove = useDeleteContentItem()
  return (
    <ConfirmDialog
      open={item !== null}
      title="Delete content item"
      description={
        <>
          <p>{contentItemMessages.deleteConfirm}</p>
          {item && <p className="mt-2 font-medium text-foreground">{item.title}</p>}
        </>
      }
      confirmLabel="Delete"
      tone="danger"
      pending={remove.isPending}
      onCancel={onDone}
      onConfirm={() => {
        if (!item) return
        remove.mutate(item, {
          onSuccess: () => {
            notify.success(contentItemMessages.deleted)
            onDone()
          },
          onError: (error) => notify.error(errorMessage(error)),
        })
      }}
    />
  )
}
