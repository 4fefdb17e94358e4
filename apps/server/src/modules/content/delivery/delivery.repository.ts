import type { CursorValue } from '@folio/schema'
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely'

import type { Dialect } from '../../../db/dialects/dialect.js'
import { containsPattern, lowerLike } from '../../../db/like.js'
import type { Database } from '../../../db/tables.js'
import { matching, type ContentItemRow } from '../content.repository.js'
import {
  holdsList,
  type DeliveryPlan,
  type ItemPosition,
  type PlanFilter,
  type PlanKeyset,
  type PlanValue,
  type Target,
} from './delivery-plan.js'
import { startsFromWaypoint, waypointStart } from './offset-waypoints.js'

export interface DeliveryPage {
  /** The page's rows, in the plan's order (also when read backwards). */
  rows: ContentItemRow[]
  /** Whether items follow the page in its reading direction (before a `before` page). */
  hasMore: boolean
  /** Each row's position, for the cursors of the page's edges. */
  positions: ItemPosition[]
}

type Eb = ExpressionBuilder<Database, 'content_items'>
const DATA = 'content_items.data'

/** The value a filter compares: a column, or a data field extracted as its type. */
function valueOf(dialect: Dialect, target: Target): Expression<unknown> {
  if ('column' in target) return sql.ref(`content_items.${target.column}`)
  switch (target.kind) {
    case 'number':
      return dialect.jsonNumber(DATA, target.fieldId)
    case 'date':
      return dialect.jsonDate(DATA, target.fieldId)
    case 'boolean':
      return dialect.jsonBoolean(DATA, target.fieldId)
    default:
      return dialect.jsonText(DATA, target.fieldId)
  }
}

/** A parameter comparable with valueOf(target): data dates go through the dialect too. */
function param(dialect: Dialect, target: Target, value: PlanValue): Expression<unknown> {
  if (!('column' in target) && target.kind === 'date') return dialect.dateValue(String(value))
  return sql.val(value)
}

const comparisons = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const

function condition(
  dialect: Dialect,
  eb: Eb,
  { target, op, value }: PlanFilter,
): Expression<SqlBool> {
  const subject = valueOf(dialect, target)
  const values = Array.isArray(value) ? value : [value]
  const list = sql.join(values.map((v) => param(dialect, target, v)))
  switch (op) {
    case 'exists': {
      // Any stored value counts, whatever its JSON type; an empty list is no value.
      const present = 'column' in target ? subject : dialect.jsonText(DATA, target.fieldId)
      const filled = holdsList(target)
        ? sql<SqlBool>`(${present} is not null and ${present} <> '[]')`
        : sql<SqlBool>`${present} is not null`
      return value ? filled : sql<SqlBool>`not ${filled}`
    }
    case 'contains':
      // Lists (arrays, relations, selects with several values): one of the entries.
      if (!('column' in target) && (target.kind === 'array' || holdsList(target))) {
        return dialect.jsonArrayContains(DATA, target.fieldId, String(value))
      }
      return lowerLike(subject, containsPattern(String(value)))
    case 'in':
      return sql<SqlBool>`${subject} in (${list})`
    // "Not equal" includes items without a value: they are not equal to it either.
    case 'ne':
      return sql<SqlBool>`(${subject} is null or ${subject} <> ${param(dialect, target, values[0]!)})`
    case 'nin':
      return sql<SqlBool>`(${subject} is null or ${subject} not in (${list}))`
    default:
      return eb(subject, comparisons[op], param(dialect, target, values[0]!))
  }
}

function conditions(dialect: Dialect, plan: DeliveryPlan) {
  return (eb: Eb) => {
    const all: Expression<SqlBool>[] = [matching(plan.filter)(eb)]
    all.push(...plan.filters.map((f) => condition(dialect, eb, f)))
    if (plan.search) {
      const pattern = containsPattern(plan.search.text)
      all.push(
        eb.or([
          lowerLike(eb.ref('content_items.title'), pattern),
          ...plan.search.fieldIds.map((id) => lowerLike(dialect.jsonText(DATA, id), pattern)),
        ]),
      )
    }
    if (plan.locale) {
      const { code, publishedOnly } = plan.locale
      let translated = eb
        .selectFrom('content_item_translations')
        .select('content_item_translations.id')
        .whereRef('content_item_translations.item_id', '=', 'content_items.id')
        .where('content_item_translations.locale', '=', code)
      if (publishedOnly)
        translated = translated.where('content_item_translations.status', '=', 'published')
      all.push(eb.or([eb('content_items.locale', '=', code), eb.exists(translated)]))
    }
    return eb.and(all)
  }
}

/** Text sorts case-insensitively, as the admin list always has. */
function sortKey(dialect: Dialect, target: Target): Expression<unknown> {
  const value = valueOf(dialect, target)
  return target.kind === 'text' ? sql`lower(${value})` : value
}

/**
 * A sort key's value as a cursor keeps it. Data dates are kept as written, not as the instant
 * the database compares (SQLite a Julian day number, PostgreSQL a timestamp that reaches the
 * server with milliseconds only): the cursor then names the item's position exactly.
 */
function cursorValueOf(dialect: Dialect, target: Target): RawBuilder<unknown> {
  if ('column' in target || target.kind !== 'date') return sql`${sortKey(dialect, target)}`
  return sql`case when ${valueOf(dialect, target)} is null then null else ${dialect.jsonText(DATA, target.fieldId)} end`
}

/** A cursor value as a parameter comparable with sortKey(target). */
function keyParam(dialect: Dialect, target: Target, value: CursorValue): Expression<unknown> {
  if ('column' in target || target.kind !== 'date') return sql.val(value)
  // The database reads a bare date as midnight UTC in data; a parameter needs saying so.
  const text = String(value)
  return dialect.dateValue(text.length === 10 ? `${text}T00:00:00Z` : text)
}

/** One step of the order: the plan's sort keys, then the id. */
interface OrderTerm {
  key: Expression<unknown>
  direction: 'asc' | 'desc'
  /** Where items without a value go: last in the plan's order, first when read backwards. */
  nulls: 'last' | 'first' | undefined
}

/** The plan's order; ties are broken by id in the first key's direction, so pages never overlap. */
function orderTerms(dialect: Dialect, plan: DeliveryPlan, backwards: boolean): OrderTerm[] {
  const flip = (direction: 'asc' | 'desc') =>
    backwards ? (direction === 'asc' ? 'desc' : 'asc') : direction
  const terms: OrderTerm[] = plan.sort.map(({ target, direction }) => ({
    key: sortKey(dialect, target),
    direction: flip(direction),
    nulls: target.nullable ? (backwards ? 'first' : 'last') : undefined,
  }))
  terms.push({
    key: sql.ref('content_items.id'),
    direction: flip(plan.sort[0]?.direction ?? 'asc'),
    nulls: undefined,
  })
  return terms
}

function inOrder<O>(
  query: SelectQueryBuilder<Database, 'content_items', O>,
  terms: readonly OrderTerm[],
): SelectQueryBuilder<Database, 'content_items', O> {
  let ordered = query
  for (const { key, direction, nulls } of terms) {
    // The dialects disagree on where nulls sort, so the order says it.
    if (nulls) {
      ordered = ordered.orderBy(
        sql`case when ${key} is null then 1 else 0 end`,
        nulls === 'last' ? 'asc' : 'desc',
      )
    }
    ordered = ordered.orderBy(key, direction)
  }
  return ordered
}

/**
 * The items past a cursor's position in `terms`' order (read forwards or backwards). When
 * every key shares one direction and none can be missing, one row-value comparison says it,
 * which both databases answer with a range of the sort's index; otherwise it is spelled out
 * key by key, items without a value placed where the order puts them.
 */
function pastPosition(
  dialect: Dialect,
  plan: DeliveryPlan,
  keyset: PlanKeyset,
  terms: readonly OrderTerm[],
): Expression<SqlBool> {
  const params = [
    ...plan.sort.map(({ target }, i) => keyParam(dialect, target, keyset.values[i] ?? null)),
    sql.val(keyset.id),
  ]
  const values: CursorValue[] = [...keyset.values, keyset.id]
  const beyond = (term: OrderTerm) => (term.direction === 'asc' ? sql.raw('>') : sql.raw('<'))
  const first = terms[0]!
  if (terms.every((term) => !term.nulls && term.direction === first.direction)) {
    const keys = sql.join(terms.map((term) => term.key))
    return sql<SqlBool>`(${keys}) ${beyond(first)} (${sql.join(params)})`
  }
  let rest: Expression<SqlBool> = sql<SqlBool>`${terms.at(-1)!.key} ${beyond(terms.at(-1)!)} ${params.at(-1)!}`
  for (let i = terms.length - 2; i >= 0; i--) {
    const { key, nulls } = terms[i]!
    const param = params[i]!
    const past = sql<SqlBool>`${key} ${beyond(terms[i]!)} ${param}`
    const tied = sql<SqlBool>`(${key} = ${param} and ${rest})`
    if (values[i] === null) {
      // Among the items without a value: those before the valued ones (read backwards)
      // are all past it, the others only when the remaining keys say so.
      rest =
        nulls === 'first'
          ? sql<SqlBool>`(${key} is not null or (${key} is null and ${rest}))`
          : sql<SqlBool>`(${key} is null and ${rest})`
    } else if (nulls === 'last') {
      rest = sql<SqlBool>`(${key} is null or ${past} or ${tied})`
    } else {
      rest = sql<SqlBool>`(${past} or ${tied})`
    }
  }
  // A bound on the first key alone lets the database walk its index from there.
  if (!first.nulls && values[0] !== null) {
    const from = first.direction === 'asc' ? sql.raw('>=') : sql.raw('<=')
    return sql<SqlBool>`(${first.key} ${from} ${params[0]!} and ${rest})`
  }
  return rest
}

/** The connections a delivery read can use (see OperationContext). */
export interface DeliveryConnections {
  db: Kysely<Database>
  readDb?: Kysely<Database> | undefined
}

/**
 * The deepest offset read on the server's own connection: skipping this many entries of an
 * index takes well under a millisecond.
 */
const INLINE_OFFSET_MAX = 10_000

/**
 * Whether the page comes straight off an index in its order, so the database stops after
 * `offset + limit` entries whatever the data: one type (and status) newest or oldest first,
 * nothing else to check (migration 0005's indexes), from a cursor or a shallow offset.
 */
export function readsOffIndex(plan: DeliveryPlan): boolean {
  const [sort, ...more] = plan.sort
  return (
    countedByTotals(plan) &&
    more.length === 0 &&
    sort !== undefined &&
    'column' in sort.target &&
    sort.target.column === 'updated_at' &&
    plan.offset <= INLINE_OFFSET_MAX
  )
}

/**
 * Where a read runs. On SQLite the read workers keep a read that may run long off the event
 * loop, but handing a statement to a worker and its rows back costs more CPU than a read whose
 * time an index bounds: an uncached list page took a third less CPU once its reads ran on the
 * server's connection. On PostgreSQL every read is a round trip anyway; the read pool, with its time
 * budget, leaves the writers' connections free.
 */
function connectionFor(
  { db, readDb }: DeliveryConnections,
  dialect: Dialect,
  bounded: boolean,
): Kysely<Database> {
  return bounded && dialect.name === 'sqlite' ? db : (readDb ?? db)
}

/**
 * One page of the plan's items, and one item beyond it to tell whether more follow. The page's
 * ids are picked first and only then its rows read: an offset page skips thousands of items,
 * and skipping index entries (PostgreSQL: an index-only scan) or sorting ids is much cheaper
 * than carrying whole rows along. A cursor page starts at its position instead, which an index
 * finds directly however deep it lies. `before` reads backwards from the position and turns
 * the page round.
 */
export async function listDeliveryItems(
  connections: DeliveryConnections,
  dialect: Dialect,
  plan: DeliveryPlan,
): Promise<DeliveryPage> {
  const db = connectionFor(connections, dialect, readsOffIndex(plan))
  const backwards = plan.keyset?.direction === 'before'
  const terms = orderTerms(dialect, plan, backwards)
  const cursorKeys = plan.sort.map(({ target }, i) =>
    cursorValueOf(dialect, target).as(`cursor_key_${i}`),
  )
  /** The plan's items in order, past `keyset` when given. */
  const ordered = (keyset: PlanKeyset | undefined) => {
    let ids = db.selectFrom('content_items').where(conditions(dialect, plan))
    if (keyset) ids = ids.where(() => pastPosition(dialect, plan, keyset, terms))
    return inOrder(ids, terms)
  }
  const start = !startsFromWaypoint(plan)
    ? plan
    : await waypointStart(connections.db, plan, async (from, skip) => {
        const keyset = from && { direction: 'after' as const, ...from }
        const row = await ordered(keyset)
          .select('content_items.id')
          .select(cursorKeys)
          .limit(1)
          .offset(skip)
          .executeTakeFirst()
        return row ? positionOf(plan, row) : null
      })
  const page = ordered(start.keyset)
    .select('content_items.id')
    .limit(plan.limit + 1)
    .offset(start.offset)
  const rows = await inOrder(
    db
      .selectFrom('content_items')
      .selectAll()
      .select(cursorKeys)
      .where('content_items.id', 'in', page),
    terms,
  ).execute()
  const hasMore = rows.length > plan.limit
  const read = rows.slice(0, plan.limit)
  if (backwards) read.reverse()
  const positions: ItemPosition[] = []
  const items = read.map((row) => {
    positions.push(positionOf(plan, row))
    // Copied without the cursor keys rather than deleting them: an object that lost a property
    // turns into a slow dictionary for everything that reads or copies it later.
    const columns: Record<string, unknown> = row
    const item: Record<string, unknown> = {}
    for (const key in columns) if (!key.startsWith('cursor_key_')) item[key] = columns[key]
    return item as unknown as ContentItemRow
  })
  return { rows: items, hasMore, positions }
}

/** A row's position in the plan's order, from its id and the cursor keys read with it. */
function positionOf(plan: DeliveryPlan, row: Record<string, unknown>): ItemPosition {
  const values = plan.sort.map((_, i) => {
    const value = row[`cursor_key_${i}`]
    return value === undefined ? null : (value as CursorValue)
  })
  return { values, id: row.id as string }
}

/** Whether the plan narrows items by type and status only, which the kept totals answer. */
function countedByTotals(plan: DeliveryPlan): plan is DeliveryPlan & {
  filter: { contentTypeId: string }
} {
  const { contentTypeId, status: _status, ...others } = plan.filter
  return (
    contentTypeId !== undefined &&
    Object.values(others).every((value) => value === undefined) &&
    plan.filters.length === 0 &&
    plan.search === undefined &&
    plan.locale === undefined
  )
}

export async function countDeliveryItems(
  connections: DeliveryConnections,
  dialect: Dialect,
  plan: DeliveryPlan,
): Promise<number> {
  // A million items take tens of milliseconds to count even through an index; the totals kept
  // per type and status (migration 0005) take one row.
  if (countedByTotals(plan)) {
    let totals = connectionFor(connections, dialect, true)
      .selectFrom('content_item_counts')
      .select((eb) => eb.fn.sum<number | string | bigint>('item_count').as('n'))
      .where('content_type_id', '=', plan.filter.contentTypeId)
    if (plan.filter.status) totals = totals.where('status', '=', plan.filter.status)
    const row = await totals.executeTakeFirst()
    return Number(row?.n ?? 0)
  }
  const row = await connectionFor(connections, dialect, false)
    .selectFrom('content_items')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where(conditions(dialect, plan))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Items by id in one query, whatever their type (for expanding references). */
export async function findItemsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<ContentItemRow[]> {
  if (ids.length === 0) return []
  return db
    .selectFrom('content_items')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute()
}
