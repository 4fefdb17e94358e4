import type { ContentType } from '@folio/schema'
import { Code2, Copy, Pencil, Trash2 } from 'lucide-react'

import { DropdownMenuSeparator } from '@/components/ui/dropdown-menu'
import { RowMenu, RowMenuItem } from '@/components/ui/table'

export type ContentTypeAction = 'edit' | 'duplicate' | 'api' | 'delete'

/** Edit, Duplicate and Delete for admins; View API details for everyone. */
export function ContentTypeActionsMenu({
  type,
  canManage,
  onAction,
}: {
  type: ContentType
  canManage: boolean
  onAction: (action: ContentTypeAction, type: ContentType) => void
}) {
  return (
    <RowMenu
      label={`Actions for ${type.name}`}
      triggerClassName="-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
    >
      {canManage && (
        <>
          <RowMenuItem icon={Pencil} onSelect={() => onAction('edit', type)}>
            Edit
          </RowMenuItem>
          <RowMenuItem icon={Copy} onSelect={() => onAction('duplicate', type)}>
            Duplicate
          </RowMenuItem>
        </>
      )}
      <RowMenuItem icon={Code2} onSelect={() => onAction('api', type)}>
        View API details
      </RowMenuItem>
      {canManage && (
        <>
          <DropdownMenuSeparator />
          <RowMenuItem icon={Trash2} tone="danger" onSelect={() => onAction('delete', type)}>
            Delete
          </RowMenuItem>
        </>
      )}
    </RowMenu>
  )
}
