import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * Item generations: beside its type's scope, every write to an item (or its translations)
 * moves `item:<type id>:<prefix>` for the first two characters of the item's id and of its
 * slug, before and after the write (see itemScope). A read of one item by id or slug depends on
 * the scope of what it asked for, not on every item of its type: a write to another item of the
 * type leaves it cached, unless the two share a prefix. Prefixes keep the counters bounded
 * (a few hundred per type), where one per item would grow with the content.
 */
export function itemGenerations(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
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
              'drop function if exists cache_generations_item_refs_new()',
              'drop function if exists cache_generations_item_refs_old()',
              'drop function if exists cache_generations_item_refs_moved()',
              'drop function if exists cache_generations_translation_refs_new()',
              'drop function if exists cache_generations_translation_refs_old()',
            ]
          : sqliteTriggerNames.map((name) => `drop trigger if exists ${name}`)
      for (const statement of drops) await sql.raw(statement).execute(db)
      await sql`delete from cache_generations where scope like 'item:%'`.execute(db)
    },
  }
}

/** The scope of an item reference (an id or a slug) of a type, as itemScope computes it. */
const refScope = (type: string, ref: string) =>
  `'item:' || cast(${type} as text) || ':' || substr(cast(${ref} as text), 1, 2)`

/** Bumps each distinct scope of `scopes` (a subquery with a `scope` column) once, in order. */
const bumpScopes = (scopes: string) => `
  insert into cache_generations (scope, generation)
  select scope, 1 from (${scopes}) as refs where scope is not null order by scope
  on conflict (scope) do update set generation = cache_generations.generation + 1`

/** The id and slug scopes of items (`rows` has content_type_id, id and slug). */
const itemRefs = (rows: string) => `
  select ${refScope('content_type_id', 'id')} as scope from ${rows}
  union select ${refScope('content_type_id', 'slug')} from ${rows}`

const sqliteTriggerNames = [
  'cache_generations_item_refs_insert',
  'cache_generations_item_refs_update',
  'cache_generations_item_refs_delete',
  'cache_generations_translation_refs_insert',
  'cache_generations_translation_refs_update',
  'cache_generations_translation_refs_delete',
]

/** A row of a SQLite trigger (`new` or `old`) as a one-row table. */
const sqliteRow = (row: 'new' | 'old') =>
  `(select ${row}.content_type_id as content_type_id, ${row}.id as id, ${row}.slug as slug)`

/** The item a translation row belongs to; none once the item is gone (its delete bumped). */
const sqliteTranslated = (row: 'new' | 'old') =>
  `(select content_type_id, id, slug from content_items where id = ${row}.item_id)`

function sqliteTriggers(): string[] {
  return [
    `create trigger cache_generations_item_refs_insert after insert on content_items
     begin ${bumpScopes(itemRefs(sqliteRow('new')))}; end`,
    // Before and after: a renamed slug frees the old one, a moved item leaves its old type.
    `create trigger cache_generations_item_refs_update after update on content_items
     begin ${bumpScopes(`${itemRefs(sqliteRow('old'))} union ${itemRefs(sqliteRow('new'))}`)}; end`,
    `create trigger cache_generations_item_refs_delete after delete on content_items
     begin ${bumpScopes(itemRefs(sqliteRow('old')))}; end`,
    `create trigger cache_generations_translation_refs_insert after insert on content_item_translations
     begin ${bumpScopes(itemRefs(sqliteTranslated('new')))}; end`,
    `create trigger cache_generations_translation_refs_update after update on content_item_translations
     begin ${bumpScopes(itemRefs(sqliteTranslated('new')))}; end`,
    `create trigger cache_generations_translation_refs_delete after delete on content_item_translations
     begin ${bumpScopes(itemRefs(sqliteTranslated('old')))}; end`,
  ]
}

/* PostgreSQL: statement-level triggers over the transition tables, as in 0019. */
const transition = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
}

/** Trigger, table, event and the function it runs. */
const postgresTriggerSpecs: [string, string, keyof typeof transition, string][] = [
  ['cache_generations_item_refs_insert', 'content_items', 'insert', 'item_refs_new'],
  ['cache_generations_item_refs_update', 'content_items', 'update', 'item_refs_moved'],
  ['cache_generations_item_refs_delete', 'content_items', 'delete', 'item_refs_old'],
  [
    'cache_generations_translation_refs_insert',
    'content_item_translations',
    'insert',
    'translation_refs_new',
  ],
  // A translation does not change items: its new rows name them all.
  [
    'cache_generations_translation_refs_update',
    'content_item_translations',
    'update',
    'translation_refs_new',
  ],
  [
    'cache_generations_translation_refs_delete',
    'content_item_translations',
    'delete',
    'translation_refs_old',
  ],
]

const postgresTriggerNames = postgresTriggerSpecs.map(([name, table]): [string, string] => [
  name,
  table,
])

const plpgsql = (name: string, body: string) =>
  `create function cache_generations_${name}() returns trigger language plpgsql as $$
   begin ${body}; return null; end $$`

const postgresTranslated = (rows: string) =>
  `(select i.content_type_id, i.id, i.slug from ${rows} t join content_items i on i.id = t.item_id) as translated`

function postgresTriggers(): string[] {
  return [
    plpgsql('item_refs_new', bumpScopes(itemRefs('new_rows'))),
    plpgsql('item_refs_old', bumpScopes(itemRefs('old_rows'))),
    plpgsql('item_refs_moved', bumpScopes(`${itemRefs('old_rows')} union ${itemRefs('new_rows')}`)),
    plpgsql('translation_refs_new', bumpScopes(itemRefs(postgresTranslated('new_rows')))),
    plpgsql('translation_refs_old', bumpScopes(itemRefs(postgresTranslated('old_rows')))),
    ...postgresTriggerSpecs.map(
      ([name, table, event, fn]) =>
        `create trigger ${name} after ${event} on ${table}
         referencing ${transition[event]} for each statement
         execute function cache_generations_${fn}()`,
    ),
  ]
}
