import type { ContentType } from '@folio/schema'
import { Code2, Copy, MoreHorizontal, Pencil, Trash2 } from 'lucide-react'

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

export type ContentTypeAction = 'edit' | 'duplicate' | 'api' | 'delete'

const iconClass = 'size-4 text-muted-foreground'

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
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${type.name}`}
        className="-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {canManage && (
          <>
            <DropdownMenuItem onSelect={() => onAction('edit', type)}>
              <Pencil className={iconClass} aria-hidden="true" />
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('duplicate', type)}>
              <Copy className={iconClass} aria-hidden="true" />
              Duplicate
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuItem onSelect={() => onAction('api', type)}>
          <Code2 className={iconClass} aria-hidden="true" />
          View API details
        </DropdownMenuItem>
        {canManage && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem tone="danger" onSelect={() => onAction('delete', type)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
