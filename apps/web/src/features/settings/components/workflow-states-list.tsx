import type { WorkflowState } from '@folio/schema'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'

import { useStateOrder } from '../use-state-order'
import { describePosition, idsAfterDrop, idsAfterStep } from '../workflow-state-order'

import { moveButtonId, WorkflowStateRow } from './workflow-state-row'
import type { StateAction } from './workflow-state-row'

const screenReaderInstructions = {
  draggable:
    'To move a state, press Space or Enter on its drag handle, use the up and down arrow keys to move it, and press Space or Enter again to drop it, or Escape to cancel. Each state also has Move up and Move down buttons.',
}

/**
 * The states in order, each draggable by its handle (pointer or keyboard) and movable with its
 * Move up and Move down buttons. Every move saves the whole order at once.
 */
export function WorkflowStatesList({
  states,
  onEdit,
  onDelete,
}: {
  states: readonly WorkflowState[]
  onEdit: (state: WorkflowState) => void
  onDelete: (state: WorkflowState) => void
}) {
  const order = useStateOrder(states)
  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = states.map((state) => state.id)
  const nameOf = (id: UniqueIdentifier) =>
    `“${states.find((state) => state.id === String(id))?.name ?? 'state'}”`

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, at ${describePosition(ids, String(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} would move to ${describePosition(ids, String(over.id))}.`
        : `${nameOf(active.id)} is not over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at ${describePosition(ids, String(over.id))}.`
        : `${nameOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  }

  const onAction = (action: StateAction) => {
    if (action.kind !== 'move') {
      if (action.kind === 'edit') onEdit(action.state)
      else onDelete(action.state)
      return
    }
    const { state, step } = action
    if (!order.commit(idsAfterStep(states, state.id, step), state.id)) return
    // Moving rows around the DOM can drop focus: keep it on the button, for the next press.
    requestAnimationFrame(() => document.getElementById(moveButtonId(state.id, step))?.focus())
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id)
    order.commit(idsAfterDrop(states, id, over ? String(over.id) : null), id)
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol aria-label="Workflow states" className="space-y-2">
            {states.map((state, index) => (
              <WorkflowStateRow
                key={state.id}
                state={state}
                index={index}
                count={states.length}
                onAction={onAction}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" className="sr-only">
        {order.announcement}
      </p>
    </>
  )
}
