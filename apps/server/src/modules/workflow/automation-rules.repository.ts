import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'

import type { Database } from '../../db/tables.js'
import type { WorkflowAutomationRuleTable } from '../../db/tables-automation.js'

export type AutomationRuleRow = Selectable<WorkflowAutomationRuleTable> & {
  content_type_name: string | null
}

function rules(db: Kysely<Database>) {
  return db
    .selectFrom('workflow_automation_rules as r')
    .leftJoin('content_types as t', 't.id', 'r.content_type_id')
    .selectAll('r')
    .select('t.name as content_type_name')
}

/** Every rule: by moment (submitted first), then oldest first. */
export async function listRuleRows(db: Kysely<Database>): Promise<AutomationRuleRow[]> {
  return rules(db).orderBy('r.trigger', 'desc').orderBy('r.created_at').orderBy('r.id').execute()
}

export async function findRuleRow(
  db: Kysely<Database>,
  id: string,
): Promise<AutomationRuleRow | undefined> {
  return rules(db).where('r.id', '=', id).executeTakeFirst()
}

/** The enabled rules of a moment that could apply to an item of this type. */
export async function listEnabledRuleRows(
  db: Kysely<Database>,
  trigger: string,
  contentTypeId: string,
): Promise<AutomationRuleRow[]> {
  return rules(db)
    .where('r.trigger', '=', trigger)
    .where('r.enabled', '=', 1)
    .where((eb) =>
      eb.or([eb('r.content_type_id', '=', contentTypeId), eb('r.content_type_id', 'is', null)]),
    )
    .execute()
}

/** Another enabled rule of the same moment and scope (the type, or every type). */
export async function findEnabledTwin(
  db: Kysely<Database>,
  rule: { id: string; trigger: string; content_type_id: string | null },
): Promise<{ id: string } | undefined> {
  const { id, trigger, content_type_id: typeId } = rule
  return db
    .selectFrom('workflow_automation_rules')
    .select('id')
    .where('trigger', '=', trigger)
    .where('enabled', '=', 1)
    .where('id', '!=', id)
    .where('content_type_id', typeId === null ? 'is' : '=', typeId)
    .executeTakeFirst()
}

export async function insertRuleRow(
  db: Kysely<Database>,
  row: Insertable<WorkflowAutomationRuleTable>,
): Promise<void> {
  await db.insertInto('workflow_automation_rules').values(row).execute()
}

export async function updateRuleRow(
  db: Kysely<Database>,
  id: string,
  fields: Updateable<WorkflowAutomationRuleTable>,
): Promise<void> {
  await db.updateTable('workflow_automation_rules').set(fields).where('id', '=', id).execute()
}

/** Whether a rule was there to delete. */
export async function deleteRuleRow(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('workflow_automation_rules')
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function findContentTypeName(
  db: Kysely<Database>,
  id: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_types')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.name
}
