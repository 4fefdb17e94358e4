import type { Kysely, Selectable, Updateable } from 'kysely'

import type { Database, FlowStateTable } from '../../db/tables.js'

export type FlowStateRow = Selectable<FlowStateTable>

export async function insertFlowState(db: Kysely<Database>, row: FlowStateRow) {
  await db.insertInto('flow_states').values(row).execute()
}

export async function findFlowStateById(
  db: Kysely<Database>,
  id: string,
): Promise<FlowStateRow | undefined> {
  return db.selectFrom('flow_states').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findFlowStateByCode(
  db: Kysely<Database>,
  authCode: string,
): Promise<FlowStateRow | undefined> {
  return db
    .selectFrom('flow_states')
    .selectAll()
    .where('auth_code', '=', authCode)
    .executeTakeFirst()
}

export async function updateFlowState(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<FlowStateTable>,
) {
  await db.updateTable('flow_states').set(changes).where('id', '=', id).execute()
}

/** Deletes a flow state; false when a concurrent exchange got there first. */
export async function deleteFlowState(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('flow_states').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
