import type { Kysely, Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * The admins' inbox of contact messages: when an admin first read each one (null: unread), and
 * an index for the newest-first list and its unread count.
 */
export function contactInbox(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('contact_messages').addColumn('read_at', 'text').execute()
      await db.schema
        .createIndex('contact_messages_created_idx')
        .on('contact_messages')
        .columns(['created_at', 'id'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('contact_messages_created_idx').execute()
      await db.schema.alterTable('contact_messages').dropColumn('read_at').execute()
    },
  }
}
