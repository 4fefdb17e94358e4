import type { MenuItem } from '@folio/schema'
import {
  ArrowDown,
  ArrowUp,
  ListIndentDecrease,
  ListIndentIncrease,
  Pencil,
  Plus,
  Trash2,
} from 'lucide-react'

import type { StepMove } from '../tree/move-node'

import { DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu'
import { RowMenu, RowMenuItem } from '@/components/ui/table'

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
    <RowMenu
      id={actionsTriggerId(item.id)}
      label={`Actions for ${item.title}`}
      triggerClassName="grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
      small
    >
      <RowMenuItem icon={Pencil} onSelect={() => onAction({ kind: 'edit', item })}>
        Edit
      </RowMenuItem>
      <RowMenuItem icon={Plus} onSelect={() => onAction({ kind: 'add-child', item })}>
        Add sub-item
      </RowMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{canMove ? 'Move' : 'Clear the search to move items'}</DropdownMenuLabel>
      {moves.map(({ move, label, Icon }) => (
        <RowMenuItem
          icon={Icon}
          key={move}
          disabled={!canMove || !allowed[move]}
          onSelect={() => onAction({ kind: 'move', item, move })}
        >
          {label}
        </RowMenuItem>
      ))}
      <DropdownMenuSeparator />
      <RowMenuItem icon={Trash2} tone="danger" onSelect={() => onAction({ kind: 'delete', item })}>
        Delete
      </RowMenuItem>
    </RowMenu>
  )
}
