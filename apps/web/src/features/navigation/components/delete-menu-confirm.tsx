import type { Menu } from '@folio/schema'

import { useDeleteMenu } from '../api/menu-mutations'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** Asks before deleting a menu with all its items. */
export function DeleteMenuConfirm({
  menu,
  onDone,
  onDeleted,
}: {
  menu: Menu | null
  onDone: () => void
  onDeleted: (menu: Menu) => void
}) {
  const remove = useDeleteMenu()
  const count = menu?.itemCount ?? 0
  return (
    <ConfirmDialog
      open={menu !== null}
      title="Delete menu?"
      description={
        menu && (
          <p>
            “{menu.name}”{' '}
            {count === 0
              ? 'is deleted.'
              : count === 1
                ? 'and its item are deleted.'
                : `and all its ${count} items are deleted.`}{' '}
            Apps that fetch the menu <code className="font-mono text-xs">{menu.slug}</code> will no
            longer find it. This cannot be undone.
          </p>
        )
      }
      confirmLabel="Delete menu"
      tone="danger"
      pending={remove.isPending}
      onCancel={onDone}
      onConfirm={() => {
        if (!menu) return
        remove.mutate(menu.id, {
          onSuccess: () => {
            notify.success(`Menu “${menu.name}” deleted`)
            onDeleted(menu)
          },
          onError: (error) => notify.error(errorMessage(error, 'The menu could not be deleted.')),
          onSettled: onDone,
        })
      }}
    />
  )
}
