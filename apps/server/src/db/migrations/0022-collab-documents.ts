import type { Kysely, Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Co-edited rich text: the Yjs document of each item being edited together (its rich-text
 * fields, typed but perhaps not yet saved), so a restart loses no typed text. `item_version`
 * is the item version the document started from: when the item has moved on without it (an
 * API write, a restore), the document starts again from the item. Deleted with its item.
 */
export function collabDocuments(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('collab_documents')
        .addColumn('item_id', 'text', (c) =>
          c.primaryKey().references('content_items.id').onDelete('cascade'),
        )
        .addColumn('item_version', 'integer', (c) => c.notNull())
        // The Yjs update of the whole document, base64: one text column on both dialects.
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('collab_documents').ifExists().execute()
    },
  }
}
