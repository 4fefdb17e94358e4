import type { MenuItem } from '@folio/schema'

import { useDeleteMenuItem } from '../api/menu-item-mutations'
import { countNodes } from '../tree/flatten-tree'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'
import { plural } from '@/lib/format'

/** Asks before deleting an item; its sub-items go with it, as the server deletes them too. */
export function DeleteItemConfirm({
  menuId,
  item,
  onDone,
}: {
  menuId: string
  item: MenuItem | null
  onDone: () => void
}) {
  const remove = useDeleteMenuItem(menuId)
  const below = item ? countNodes(item.children) : 0
  return (
    <ConfirmDialog
      open={item !== null}
      title="Delete item?"
      description={
        item &&
        (below === 0 ? (
          <p>“{item.title}” is removed from the menu. This cannot be undone.</p>
        ) : (
          <p>
            “{item.title}” is removed from the menu,{' '}
            <strong className="font-semibold text-foreground">
              and its {plural(below, 'sub-item is', 'sub-items are')} deleted with it
            </strong>
            . This cannot be undone.
          </p>
        ))
      }
      confirmLabel="Delete item"
      tone="danger"
      pending={remove.isPending}
      onCancel={onDone}
      onConfirm={() => {
        if (!item) return
        remove.mutate(item.id, {
          onSuccess: () => notify.success(`Item “${item.title}” deleted`),
          onError: (error) => notify.error(errorMessage(error, 'The item could not be deleted.')),
          onSettled: onDone,
        })
      }}
    />
  )
}
