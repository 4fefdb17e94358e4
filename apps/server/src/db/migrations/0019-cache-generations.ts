import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Cache generations: one counter per scope of what delivery reads, moved by triggers in the
 * same transaction as the write, whichever way the write comes (API, scheduler, import, MCP,
 * a cascade, another process). A cached read stays valid while the counters it depends on
 * stay where they were, so a write invalidates only the reads it can change, on every
 * instance at once.
 *
 * Scopes: `type:<id>` for the items of a type and their translations; `schema` for content
 * types and components; `locales` for languages; `media` for files; `authors` for the names
 * items show as their authors; `settings` for settings and the plan (API access, permissions,
 * custom domains); `keys` for API keys. Bookkeeping (a key's last use, usage and read
 * counters, sessions, audit) moves none of them.
 */
export function cacheGenerations(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('cache_generations')
        .addColumn('scope', 'text', (c) => c.primaryKey())
        .addColumn('generation', dialect.name === 'postgres' ? 'bigint' : 'integer', (c) =>
          c.notNull(),
        )
        .execute()
      for (const statement of dialect.name === 'postgres' ? postgresTriggers() : sqliteTriggers()) {
        await sql.raw(statement).execute(db)
      }
    },
    async down(db: Kysely<unknown>) {
      const drops =
        dialect.name === 'postgres'
          ? [
              ...postgresTriggerNames.map(
                ([name, table]) => `drop trigger if exists ${name} on ${table}`,
              ),
              'drop function if exists cache_generations_scope()',
              'drop function if exists cache_generations_items_new()',
              'drop function if exists cache_generations_items_old()',
              'drop function if exists cache_generations_items_moved()',
              'drop function if exists cache_generations_translations_new()',
              'drop function if exists cache_generations_translations_old()',
            ]
          : sqliteTriggerNames.map((name) => `drop trigger if exists ${name}`)
      for (const statement of drops) await sql.raw(statement).execute(db)
      await db.schema.dropTable('cache_generations').ifExists().execute()
    },
  }
}

/** Tables whose every write moves one fixed scope, and the columns an update must name. */
const fixedScopes: { table: string; scope: string; columns?: string[] }[] = [
  { table: 'content_types', scope: 'schema' },
  { table: 'components', scope: 'schema' },
  { table: 'languages', scope: 'locales' },
  { table: 'media', scope: 'media' },
  { table: 'settings', scope: 'settings' },
  { table: 'billing_subscription', scope: 'settings' },
  // Items show their authors' names: sign-ins and other account changes do not count.
  { table: 'users', scope: 'authors', columns: ['email', 'raw_user_meta_data'] },
  // A key's last use is bookkeeping; its secret, scope and owner decide what it may read.
  {
    table: 'api_keys',
    scope: 'keys',
    columns: ['secret_hash', 'scope', 'prefix', 'created_by', 'name'],
  },
]

const bumpSql = (scope: string) => `
  insert into cache_generations (scope, generation) values (${scope}, 1)
  on conflict (scope) do update set generation = cache_generations.generation + 1`

const sqliteTriggerNames = [
  ...fixedScopes.flatMap(({ table }) =>
    ['insert', 'update', 'delete'].map((op) => `cache_generations_${table}_${op}`),
  ),
  'cache_generations_items_insert',
  'cache_generations_items_update',
  'cache_generations_items_move',
  'cache_generations_items_delete',
  'cache_generations_translations_insert',
  'cache_generations_translations_update',
  'cache_generations_translations_delete',
]

// The type of a translation's item; no row (and no bump) once the item itself is gone, since
// deleting the item moved its type already.
const translationBump = (row: 'new' | 'old') => `
  insert into cache_generations (scope, generation)
  select 'type:' || content_type_id, 1 from content_items where id = ${row}.item_id
  on conflict (scope) do update set generation = cache_generations.generation + 1`

function sqliteTriggers(): string[] {
  const fixed = fixedScopes.flatMap(({ table, scope, columns }) => {
    const bump = bumpSql(`'${scope}'`)
    const updateOf = columns ? ` of ${columns.join(', ')}` : ''
    return [
      `create trigger cache_generations_${table}_insert after insert on ${table} begin ${bump}; end`,
      `create trigger cache_generations_${table}_update after update${updateOf} on ${table} begin ${bump}; end`,
      `create trigger cache_generations_${table}_delete after delete on ${table} begin ${bump}; end`,
    ]
  })
  return [
    ...fixed,
    `create trigger cache_generations_items_insert after insert on content_items
     begin ${bumpSql(`'type:' || new.content_type_id`)}; end`,
    `create trigger cache_generations_items_update after update on content_items
     begin ${bumpSql(`'type:' || new.content_type_id`)}; end`,
    `create trigger cache_generations_items_move after update of content_type_id on content_items
     when old.content_type_id <> new.content_type_id
     begin ${bumpSql(`'type:' || old.content_type_id`)}; end`,
    `create trigger cache_generations_items_delete after delete on content_items
     begin ${bumpSql(`'type:' || old.content_type_id`)}; end`,
    `create trigger cache_generations_translations_insert after insert on content_item_translations
     begin ${translationBump('new')}; end`,
    `create trigger cache_generations_translations_update after update on content_item_translations
     begin ${translationBump('new')}; end`,
    `create trigger cache_generations_translations_delete after delete on content_item_translations
     begin ${translationBump('old')}; end`,
  ]
}

/*
 * PostgreSQL: statement-level triggers, so a bulk write (an import, a type's items deleted with
 * it) moves each scope once, not once per row. Each statement bumps its scopes in sorted order:
 * two transactions bumping the same scopes never lock them in opposite orders.
 */
const postgresTriggerNames: [string, string][] = [
  ...fixedScopes.map(({ table }): [string, string] => [`cache_generations_${table}`, table]),
  ['cache_generations_items_insert', 'content_items'],
  ['cache_generations_items_update', 'content_items'],
  ['cache_generations_items_delete', 'content_items'],
  ['cache_generations_translations_insert', 'content_item_translations'],
  ['cache_generations_translations_update', 'content_item_translations'],
  ['cache_generations_translations_delete', 'content_item_translations'],
]

const bumpTypes = (rows: string) => `
  insert into cache_generations (scope, generation)
  select distinct 'type:' || content_type_id, 1 from ${rows} order by 1
  on conflict (scope) do update set generation = cache_generations.generation + 1`

const bumpTranslated = (rows: string) => `
  insert into cache_generations (scope, generation)
  select distinct 'type:' || i.content_type_id, 1
  from ${rows} t join content_items i on i.id = t.item_id order by 1
  on conflict (scope) do update set generation = cache_generations.generation + 1`

const plpgsql = (name: string, body: string) =>
  `create function ${name}() returns trigger language plpgsql as $$
   begin ${body}; return null; end $$`

function postgresTriggers(): string[] {
  const fixed = fixedScopes.map(({ table, scope, columns }) => {
    const updateOf = columns ? ` of ${columns.join(', ')}` : ''
    return `create trigger cache_generations_${table} after insert or update${updateOf} or delete
      on ${table} for each statement execute function cache_generations_scope('${scope}')`
  })
  return [
    plpgsql('cache_generations_scope', bumpSql('tg_argv[0]')),
    ...fixed,
    plpgsql('cache_generations_items_new', bumpTypes('new_rows')),
    plpgsql('cache_generations_items_old', bumpTypes('old_rows')),
    // An update moves the item's type, and the type it left when it changed type.
    plpgsql(
      'cache_generations_items_moved',
      bumpTypes(
        '(select content_type_id from new_rows union select content_type_id from old_rows) as moved',
      ),
    ),
    plpgsql('cache_generations_translations_new', bumpTranslated('new_rows')),
    plpgsql('cache_generations_translations_old', bumpTranslated('old_rows')),
    `create trigger cache_generations_items_insert after insert on content_items
     referencing new table as new_rows for each statement
     execute function cache_generations_items_new()`,
    `create trigger cache_generations_items_update after update on content_items
     referencing old table as old_rows new table as new_rows for each statement
     execute function cache_generations_items_moved()`,
    `create trigger cache_generations_items_delete after delete on content_items
     referencing old table as old_rows for each statement
     execute function cache_generations_items_old()`,
    `create trigger cache_generations_translations_insert after insert on content_item_translations
     referencing new table as new_rows for each statement
     execute function cache_generations_translations_new()`,
    `create trigger cache_generations_translations_update after update on content_item_translations
     referencing new table as new_rows for each statement
     execute function cache_generations_translations_new()`,
    `create trigger cache_generations_translations_delete after delete on content_item_translations
     referencing old table as old_rows for each statement
     execute function cache_generations_translations_old()`,
  ]
}
