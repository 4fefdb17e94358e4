import { type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Navigation menus and their items. Items nest through `parent_id` to any depth; deleting an
 * item deletes its subtree, deleting a menu its items. A link to a content item survives the
 * item's deletion as a heading (the link is set null) rather than taking the entry with it.
 */
export function navigation(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('menus')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('updated_by', 'text')
        .addUniqueConstraint('menus_slug_unique', ['slug'])
        .execute()

      await db.schema
        .createTable('menu_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('menu_id', 'text', (c) => c.notNull().references('menus.id').onDelete('cascade'))
        .addColumn('parent_id', 'text', (c) => c.references('menu_items.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('content_item_id', 'text', (c) =>
          c.references('content_items.id').onDelete('set null'),
        )
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('icon', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('menu_items_menu_idx')
        .on('menu_items')
        .columns(['menu_id', 'parent_id', 'position'])
        .execute()
      // The foreign keys' own lookups: deleting a parent or a content item finds its rows fast.
      await db.schema
        .createIndex('menu_items_parent_idx')
        .on('menu_items')
        .column('parent_id')
        .execute()
      await db.schema
        .createIndex('menu_items_content_item_idx')
        .on('menu_items')
        .column('content_item_id')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('menu_items').ifExists().execute()
      await db.schema.dropTable('menus').ifExists().execute()
    },
  }
}
