import { arrayMove } from '@dnd-kit/sortable'

interface Ordered {
  id: string
}

/** Every id after moving `id` one place up (-1) or down (+1); null when it is already at that end. */
export function idsAfterStep(
  states: readonly Ordered[],
  id: string,
  step: -1 | 1,
): string[] | null {
  const ids = states.map((state) => state.id)
  const from = ids.indexOf(id)
  const to = from + step
  if (from === -1 || to < 0 || to >= ids.length) return null
  return arrayMove(ids, from, to)
}

/** Every id after dropping `activeId` on `overId`'s place; null when nothing moves. */
export function idsAfterDrop(
  states: readonly Ordered[],
  activeId: string,
  overId: string | null | undefined,
): string[] | null {
  const ids = states.map((state) => state.id)
  const from = ids.indexOf(activeId)
  const to = overId ? ids.indexOf(overId) : -1
  if (from === -1 || to === -1 || from === to) return null
  return arrayMove(ids, from, to)
}

/** "position 3 of 6", for screen readers. */
export function describePosition(ids: readonly string[], id: string): string {
  return `position ${ids.indexOf(id) + 1} of ${ids.length}`
}
