import type { Kysely } from 'kysely'

import type { Database } from '../../../db/tables.js'
import type { DeliveryPlan, ItemPosition, PlanKeyset, Target } from './delivery-plan.js'

/**
 * Offset pages skip every item before them, which at page 450 of a type costs most of the
 * request. While a type's items stay as they are (its generation, see modules/generations),
 * the position of every WAYPOINT_STEP-th item of an order stays too: a deep page starts from
 * the nearest one below it as a cursor page would, and skips less than a step.
 */
export const WAYPOINT_STEP = 200

/** Orders remembered per database; past this many the least recently used is dropped. */
const MAX_ORDERS = 100

/** Finds the position of the item `skip` items past `from` (or from the start), if any. */
export type PositionAt = (
  from: ItemPosition | undefined,
  skip: number,
) => Promise<ItemPosition | null>

interface Order {
  generation: number
  /** Waypoint n: the position of item n * WAYPOINT_STEP - 1, null when the list is shorter. */
  positions: Map<number, ItemPosition | null>
}

const memories = new WeakMap<Kysely<Database>, Map<string, Order>>()

const targetKey = (target: Target) =>
  'column' in target ? target.column : `${target.fieldId}:${target.kind}`

/** What picks and orders the plan's items: everything but where the page starts. */
function orderKey(plan: DeliveryPlan): string {
  return JSON.stringify([
    plan.filter,
    plan.filters.map(({ target, op, value }) => [targetKey(target), op, value]),
    plan.sort.map(({ target, direction }) => [targetKey(target), direction]),
    plan.search,
    plan.locale,
  ])
}

function orderOf(db: Kysely<Database>, key: string, generation: number): Order {
  let memory = memories.get(db)
  if (!memory) memories.set(db, (memory = new Map<string, Order>()))
  let order = memory.get(key)
  memory.delete(key)
  if (!order || order.generation !== generation) order = { generation, positions: new Map() }
  memory.set(key, order)
  if (memory.size > MAX_ORDERS) memory.delete(memory.keys().next().value!)
  return order
}

/** Whether an offset page of `plan` lies deep enough to start from a waypoint. */
export function startsFromWaypoint(
  plan: DeliveryPlan,
): plan is DeliveryPlan & { generation: number } {
  return !plan.keyset && plan.generation !== undefined && plan.offset >= WAYPOINT_STEP
}

/**
 * Where a deep offset page of `plan` starts: after the nearest waypoint below its offset, with
 * the rest to skip. A page read while a write lands may be placed by either side of it, as an
 * offset page read across a write always could be.
 */
export async function waypointStart(
  db: Kysely<Database>,
  plan: DeliveryPlan & { generation: number },
  positionAt: PositionAt,
): Promise<{ keyset: PlanKeyset | undefined; offset: number }> {
  const asked = { keyset: plan.keyset, offset: plan.offset }
  const order = orderOf(db, orderKey(plan), plan.generation)
  const waypoint = Math.floor(plan.offset / WAYPOINT_STEP)
  let position = order.positions.get(waypoint)
  if (position === undefined) {
    // From the nearest waypoint already known below this one, or from the start.
    let below = waypoint - 1
    while (below > 0 && !order.positions.get(below)) below -= 1
    const from = below > 0 ? order.positions.get(below)! : undefined
    const skip = from ? (waypoint - below) * WAYPOINT_STEP - 1 : waypoint * WAYPOINT_STEP - 1
    position = await positionAt(from, skip)
    order.positions.set(waypoint, position)
  }
  if (!position) return asked
  return {
    keyset: { direction: 'after', values: position.values, id: position.id },
    offset: plan.offset - waypoint * WAYPOINT_STEP,
  }
}
