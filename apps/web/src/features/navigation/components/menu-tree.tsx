import type { MenuItem } from '@folio/schema'
import { closestCenter, DndContext, MeasuringStrategy } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useMemo } from 'react'

import { flattenTree } from '../tree/flatten-tree'
import { allowedSteps } from '../tree/move-node'
import type { TreeRow } from '../tree/search-tree'
import { useTreeDrag } from '../use-tree-drag'

import { MenuTreeRow } from './menu-tree-row'
import type { ItemAction } from './tree-row-actions'

const screenReaderInstructions = {
  draggable:
    'To move an item, press Space or Enter on its drag handle. Use the up and down arrow keys to move it, and the left and right arrow keys to change its level. Press Space or Enter again to drop it, or Escape to cancel. Each item’s actions menu also has Move up, Move down, Indent and Outdent.',
}

/**
 * The item tree with drag and drop: the vertical position picks the slot, the horizontal offset
 * the depth. Dropping hands the rearranged tree to `onMove`, which saves it.
 */
export function MenuTree({
  items,
  rows,
  query,
  canEdit,
  onMove,
  onToggle,
  onAction,
}: {
  items: MenuItem[]
  rows: TreeRow<MenuItem>[]
  query: string
  canEdit: boolean
  onMove: (next: MenuItem[], movedId: string) => void
  onToggle: (id: string) => void
  onAction: (action: ItemAction) => void
}) {
  // A filtered tree has gaps: moves there would land somewhere the user cannot see.
  const dragEnabled = canEdit && !query.trim()
  const drag = useTreeDrag({ items, rows, onDrop: onMove })
  const flat = useMemo(() => flattenTree(items), [items])
  const shown = dragEnabled ? drag.dragRows : rows

  return (
    <DndContext
      sensors={drag.sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements: drag.announcements, screenReaderInstructions }}
      {...drag.handlers}
    >
      <SortableContext items={shown.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label="Menu items" className="space-y-0.5">
          {shown.map((row) => (
            <MenuTreeRow
              key={row.id}
              row={row}
              depth={
                row.id === drag.activeId && drag.projection ? drag.projection.depth : row.depth
              }
              query={query}
              canEdit={canEdit}
              dragEnabled={dragEnabled}
              allowed={allowedSteps(flat, row.id)}
              onToggle={onToggle}
              onAction={onAction}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}
