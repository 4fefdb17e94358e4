import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely'

import type { Dialect } from '../../../db/dialects/dialect.js'
import { containsPattern, lowerLike } from '../../../db/like.js'
import type { Database } from '../../../db/tables.js'
import { matching, type ContentItemFilter, type ContentItemRow } from '../content.repository.js'
import {
  holdsList,
  type PlanFilter,
  type PlanSort,
  type PlanValue,
  type Target,
} from './delivery-plan.js'

/** A delivery query checked against its type (see delivery-plan.ts), ready to compile. */
export interface DeliveryPlan {
  filter: ContentItemFilter
  filters: PlanFilter[]
  sort: PlanSort[]
  /** `q=`: matched against the title and these data fields. */
  search: { text: string; fieldIds: string[] } | undefined
  /** `locale=L&fallback=false`: only items written in L or with a (published) translation in L. */
  locale?: { code: string; publishedOnly: boolean } | undefined
  limit: number
  offset: number
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

/** The plan's order; ties are broken by id, so pages never overlap. */
function inPlanOrder<O>(
  query: SelectQueryBuilder<Database, 'content_items', O>,
  dialect: Dialect,
  plan: DeliveryPlan,
): SelectQueryBuilder<Database, 'content_items', O> {
  let ordered = query
  for (const { target, direction } of plan.sort) {
    // Items without a value go last either way (the dialects disagree on where nulls sort).
    if (target.nullable) {
      ordered = ordered.orderBy(
        sql`case when ${valueOf(dialect, target)} is null then 1 else 0 end`,
      )
    }
    ordered = ordered.orderBy(sortKey(dialect, target), direction)
  }
  return ordered.orderBy('content_items.id', plan.sort[0]?.direction ?? 'asc')
}

/**
 * One page of the plan's items. The page's ids are picked first and only then its rows read:
 * a deep page skips thousands of items, and skipping index entries (PostgreSQL: an index-only
 * scan) or sorting ids is much cheaper than carrying whole rows along.
 */
export async function listDeliveryItems(
  db: Kysely<Database>,
  dialect: Dialect,
  plan: DeliveryPlan,
): Promise<ContentItemRow[]> {
  const page = inPlanOrder(
    db.selectFrom('content_items').select('content_items.id').where(conditions(dialect, plan)),
    dialect,
    plan,
  )
    .limit(plan.limit)
    .offset(plan.offset)
  return inPlanOrder(
    db.selectFrom('content_items').selectAll().where('content_items.id', 'in', page),
    dialect,
    plan,
  ).execute()
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
  db: Kysely<Database>,
  dialect: Dialect,
  plan: DeliveryPlan,
): Promise<number> {
  // A million items take tens of milliseconds to count even through an index; the totals kept
  // per type and status (migration 0005) take one row.
  if (countedByTotals(plan)) {
    let totals = db
      .selectFrom('content_item_counts')
      .select((eb) => eb.fn.sum<number | string | bigint>('item_count').as('n'))
      .where('content_type_id', '=', plan.filter.contentTypeId)
    if (plan.filter.status) totals = totals.where('status', '=', plan.filter.status)
    const row = await totals.executeTakeFirst()
    return Number(row?.n ?? 0)
  }
  const row = await db
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
