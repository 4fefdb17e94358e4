import { type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * The media library: flat folders and the files' records. The bytes live in the storage
 * driver under `storage_key`; a row exists only once its file is stored completely.
 */
export function media(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('media_folders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        // Lower-cased name: two folders may not differ by case only.
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .execute()

      await db.schema
        .createTable('media')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('folder_id', 'text', (c) =>
          c.references('media_folders.id').onDelete('set null'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .execute()
      await db.schema
        .createIndex('media_folder_created_idx')
        .on('media')
        .columns(['folder_id', 'created_at', 'id'])
        .execute()
      await db.schema
        .createIndex('media_created_idx')
        .on('media')
        .columns(['created_at', 'id'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('media').ifExists().execute()
      await db.schema.dropTable('media_folders').ifExists().execute()
    },
  }
}
