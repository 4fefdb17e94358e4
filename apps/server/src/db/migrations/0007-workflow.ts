import { randomUUID } from 'node:crypto'

import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/** The built-in states, inlined: a migration must not change when the schema package does. */
const builtInStates = [
  { name: 'Draft', slug: 'draft', color: '#8E8E93' },
  { name: 'In Review', slug: 'in-review', color: '#0A84FF' },
  { name: 'Needs Changes', slug: 'needs-changes', color: '#FF9500' },
  { name: 'Approved', slug: 'approved', color: '#30D158' },
  { name: 'Published', slug: 'published', color: '#5E5CE6' },
]

/**
 * The review workflow: states (the five built-in ones seeded here), one assignment per item,
 * threaded comments, a history of transitions, and users' notifications. User ids are kept
 * without a foreign key where a deleted account must not take workflow records with it;
 * notifications belong to their user and go with the account.
 */
export function workflow(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('workflow_states')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('workflow_states_slug_unique', ['slug'])
        .execute()

      await db.schema
        .createTable('workflow_assignments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('content_item_id', 'text', (c) =>
          c.notNull().references('content_items.id').onDelete('cascade'),
        )
        // No cascade: a state in use cannot be deleted.
        .addColumn('state_id', 'text', (c) => c.notNull().references('workflow_states.id'))
        .addColumn('assigned_to', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text')
        .addColumn('notes', 'text')
        .addColumn('submitted_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .addUniqueConstraint('workflow_assignments_item_unique', ['content_item_id'])
        .execute()
      await db.schema
        .createIndex('workflow_assignments_assignee_idx')
        .on('workflow_assignments')
        .columns(['assigned_to', 'updated_at'])
        .execute()
      await db.schema
        .createIndex('workflow_assignments_state_idx')
        .on('workflow_assignments')
        .columns(['state_id', 'updated_at'])
        .execute()

      await db.schema
        .createTable('workflow_comments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('content_item_id', 'text', (c) =>
          c.notNull().references('content_items.id').onDelete('cascade'),
        )
        .addColumn('parent_id', 'text', (c) =>
          c.references('workflow_comments.id').onDelete('set null'),
        )
        .addColumn('author_id', 'text')
        // Order within the item: timestamps of two quick writes can be equal.
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('edited_at', 'text')
        .execute()
      await db.schema
        .createIndex('workflow_comments_item_idx')
        .on('workflow_comments')
        .columns(['content_item_id', 'seq'])
        .execute()

      await db.schema
        .createTable('workflow_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('content_item_id', 'text', (c) =>
          c.notNull().references('content_items.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('from_state_id', 'text', (c) =>
          c.references('workflow_states.id').onDelete('set null'),
        )
        .addColumn('to_state_id', 'text', (c) =>
          c.references('workflow_states.id').onDelete('set null'),
        )
        .addColumn('actor_id', 'text')
        .addColumn('comment', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('workflow_events_item_idx')
        .on('workflow_events')
        .columns(['content_item_id', 'seq'])
        .execute()

      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('details', 'text')
        .addColumn('link', 'text')
        .addColumn('read_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('notifications_user_idx')
        .on('notifications')
        .columns(['user_id', 'seq'])
        .execute()

      const now = new Date().toISOString()
      for (const [position, state] of builtInStates.entries()) {
        await sql`insert into workflow_states
          (id, name, slug, color, position, built_in, created_at, updated_at)
          values (${randomUUID()}, ${state.name}, ${state.slug}, ${state.color}, ${position}, 1, ${now}, ${now})`.execute(
          db,
        )
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notifications').ifExists().execute()
      await db.schema.dropTable('workflow_events').ifExists().execute()
      await db.schema.dropTable('workflow_comments').ifExists().execute()
      await db.schema.dropTable('workflow_assignments').ifExists().execute()
      await db.schema.dropTable('workflow_states').ifExists().execute()
    },
  }
}
