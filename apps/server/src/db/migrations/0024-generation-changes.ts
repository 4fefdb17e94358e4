import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

const sqliteTriggers = ['cache_generations_changed_insert', 'cache_generations_changed_update']

/**
 * The order generations moved in. On SQLite a server knows without a query whether anything
 * was written since it last read its generations (see local-change-marker.ts), but not what:
 * it then read every scope again, and a write a tenth of a second made busy readers of a few
 * hundred item scopes query each one again every time. Each row now takes the next number in
 * `changed` whenever its generation moves, so what moved since a number is one indexed query.
 *
 * SQLite only: its writes commit one at a time, so numbers are taken in commit order. On
 * PostgreSQL concurrent transactions could commit out of the order they took them in; there
 * every delivery read asks for its scopes (reads asked together share a query), and the
 * column stays 0.
 */
export function generationChanges(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('cache_generations')
        .addColumn('changed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      if (dialect.name !== 'sqlite') return
      await db.schema
        .createIndex('cache_generations_changed_idx')
        .on('cache_generations')
        .column('changed')
        .execute()
      // `update of generation`: the trigger's own update of `changed` does not fire it again.
      const next = `update cache_generations
        set changed = (select max(changed) from cache_generations) + 1 where scope = new.scope`
      await sql
        .raw(
          `create trigger cache_generations_changed_insert after insert on cache_generations
           begin ${next}; end`,
        )
        .execute(db)
      await sql
        .raw(
          `create trigger cache_generations_changed_update after update of generation
           on cache_generations begin ${next}; end`,
        )
        .execute(db)
    },
    async down(db: Kysely<unknown>) {
      if (dialect.name === 'sqlite') {
        for (const name of sqliteTriggers)
          await sql.raw(`drop trigger if exists ${name}`).execute(db)
        await db.schema.dropIndex('cache_generations_changed_idx').ifExists().execute()
      }
      await db.schema.alterTable('cache_generations').dropColumn('changed').execute()
    },
  }
}
