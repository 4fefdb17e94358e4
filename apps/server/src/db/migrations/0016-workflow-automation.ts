import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Workflow automation rules (Premium). A rule goes with its content type and with its
 * reviewer's account: it could not run without them, and kept it could not even be described.
 * At most one enabled rule per moment and type (and one for every type): two partial unique
 * indexes, as NULLs are distinct in a unique index on both databases.
 */
export function workflowAutomation(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('workflow_automation_rules')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('trigger', 'text', (c) => c.notNull())
        .addColumn('content_type_id', 'text', (c) =>
          c.references('content_types.id').onDelete('cascade'),
        )
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('reviewer_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await sql`create unique index workflow_automation_rules_type_unique
        on workflow_automation_rules (trigger, content_type_id)
        where enabled = 1 and content_type_id is not null`.execute(db)
      await sql`create unique index workflow_automation_rules_any_type_unique
        on workflow_automation_rules (trigger)
        where enabled = 1 and content_type_id is null`.execute(db)
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('workflow_automation_rules').ifExists().execute()
    },
  }
}
