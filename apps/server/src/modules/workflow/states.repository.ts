import type { Insertable, Kysely, Selectable } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { WorkflowStateTable } from '../../db/tables-workflow.js'

export type WorkflowStateRow = Selectable<WorkflowStateTable>
export type WorkflowStateWithCount = WorkflowStateRow & { assignment_count: number | string }

/** Every state in order, with how many assignments are in each. */
export async function listStatesWithCounts(
  db: Kysely<Database>,
): Promise<WorkflowStateWithCount[]> {
  return db
    .selectFrom('workflow_states')
    .selectAll('workflow_states')
    .select((eb) =>
      eb
        .selectFrom('workflow_assignments')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('workflow_assignments.state_id', '=', 'workflow_states.id')
        .as('assignment_count'),
    )
    .orderBy('position')
    .orderBy('created_at')
    .execute() as Promise<WorkflowStateWithCount[]>
}

export async function listStates(db: Kysely<Database>): Promise<WorkflowStateRow[]> {
  return db
    .selectFrom('workflow_states')
    .selectAll()
    .orderBy('position')
    .orderBy('created_at')
    .execute()
}

export async function findState(
  db: Kysely<Database>,
  id: string,
): Promise<WorkflowStateRow | undefined> {
  return db.selectFrom('workflow_states').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findStateBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<WorkflowStateRow | undefined> {
  return db.selectFrom('workflow_states').selectAll().where('slug', '=', slug).executeTakeFirst()
}

/** The position after the last state, for a new one. */
export async function nextStatePosition(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('workflow_states')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst()
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1
}

export async function insertState(
  db: Kysely<Database>,
  row: Insertable<WorkflowStateTable>,
): Promise<void> {
  await db.insertInto('workflow_states').values(row).execute()
}

export async function updateState(
  db: Kysely<Database>,
  id: string,
  changes: { name?: string; color?: string; updated_at: string },
): Promise<void> {
  await db.updateTable('workflow_states').set(changes).where('id', '=', id).execute()
}

/** Gives each state its index in `ids` as its position; call inside a transaction. */
export async function setStatePositions(
  db: Kysely<Database>,
  ids: readonly string[],
  updatedAt: string,
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('workflow_states')
      .set({ position, updated_at: updatedAt })
      .where('id', '=', id)
      .execute()
  }
}

export async function deleteState(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('workflow_states').where('id', '=', id).execute()
}

export async function countAssignmentsInState(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .selectFrom('workflow_assignments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('state_id', '=', id)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
