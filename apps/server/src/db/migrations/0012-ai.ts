import { type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * The AI assistant: conversations and their messages (gone with their owner), replies people
 * saved, and one usage row per provider call. The provider configuration lives in `settings`
 * under the key `ai`, its API key sealed.
 */
export function ai(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ai_conversations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      // A person's chats, latest first.
      await db.schema
        .createIndex('ai_conversations_user_idx')
        .on('ai_conversations')
        .columns(['user_id', 'updated_at'])
        .execute()

      await db.schema
        .createTable('ai_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('conversation_id', 'text', (c) =>
          c.notNull().references('ai_conversations.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('provider', 'text')
        .addColumn('model', 'text')
        .addColumn('input_tokens', 'integer')
        .addColumn('output_tokens', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        // Also the index that reads a conversation in order; two sends at once cannot both
        // take the same place.
        .addUniqueConstraint('ai_messages_position_unique', ['conversation_id', 'position'])
        .execute()

      await db.schema
        .createTable('ai_saved_content')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message_id', 'text', (c) => c.references('ai_messages.id').onDelete('set null'))
        .addColumn('prompt', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        // A reply is saved once; rows whose conversation is gone (null) do not clash.
        .addUniqueConstraint('ai_saved_content_message_unique', ['message_id'])
        .execute()
      await db.schema
        .createIndex('ai_saved_content_user_idx')
        .on('ai_saved_content')
        .columns(['user_id', 'created_at'])
        .execute()

      await db.schema
        .createTable('ai_usage')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('input_tokens', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('output_tokens', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      // The usage report reads a window of days.
      await db.schema
        .createIndex('ai_usage_created_idx')
        .on('ai_usage')
        .column('created_at')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('ai_usage').ifExists().execute()
      await db.schema.dropTable('ai_saved_content').ifExists().execute()
      await db.schema.dropTable('ai_messages').ifExists().execute()
      await db.schema.dropTable('ai_conversations').ifExists().execute()
    },
  }
}
