import type { MenuItem } from '@folio/schema'
import {
  ArrowDown,
  ArrowUp,
  Ellipsis,
  ListIndentDecrease,
  ListIndentIncrease,
  Pencil,
  Plus,
  Trash2,
} from 'lucide-react'

import type { StepMove } from '../tree/move-node'

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

export type ItemAction =
  | { kind: 'edit' | 'add-child' | 'delete'; item: MenuItem }
  | { kind: 'move'; item: MenuItem; move: StepMove }

const moves: { move: StepMove; label: string; Icon: typeof ArrowUp }[] = [
  { move: 'up', label: 'Move up', Icon: ArrowUp },
  { move: 'down', label: 'Move down', Icon: ArrowDown },
  { move: 'indent', label: 'Indent (into the item above)', Icon: ListIndentIncrease },
  { move: 'outdent', label: 'Outdent (out of its parent)', Icon: ListIndentDecrease },
]

export const actionsTriggerId = (itemId: string) => `menu-item-actions-${itemId}`

/**
 * An item's menu: edit, add a sub-item, delete, and the moves that do without dragging (each
 * disabled when the item cannot go that way). `canMove` is false while a search filters the tree.
 */
export function TreeRowActions({
  item,
  allowed,
  canMove,
  onAction,
}: {
  item: MenuItem
  allowed: Record<StepMove, boolean>
  canMove: boolean
  onAction: (action: ItemAction) => void
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        id={actionsTriggerId(item.id)}
        aria-label={`Actions for ${item.title}`}
        className="grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'edit', item })}>
          <Pencil className="size-4 text-muted-foreground" aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'add-child', item })}>
          <Plus className="size-4 text-muted-foreground" aria-hidden="true" />
          Add sub-item
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{canMove ? 'Move' : 'Clear the search to move items'}</DropdownMenuLabel>
        {moves.map(({ move, label, Icon }) => (
          <DropdownMenuItem
            key={move}
            disabled={!canMove || !allowed[move]}
            onSelect={() => onAction({ kind: 'move', item, move })}
          >
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={() => onAction({ kind: 'delete', item })}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
