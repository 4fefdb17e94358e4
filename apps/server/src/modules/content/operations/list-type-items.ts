import {
  encodeDeliveryCursor,
  sortParam,
  type ContentItem,
  type ParsedDeliveryQuery,
} from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireContentCapability } from '../../access/index.js'
import { publishedOnly, requireActor } from '../../../lib/permissions.js'
import {
  planFilter,
  planKeyset,
  planSort,
  searchableFieldIds,
  type DeliveryPlan,
} from '../delivery/delivery-plan.js'
import {
  countDeliveryItems,
  listDeliveryItems,
  type DeliveryPage,
} from '../delivery/delivery.repository.js'
import { planExpand, presentExpanded, selectFields } from '../delivery/expand-items.js'
import { checkSelection } from '../delivery/select-fields.js'
import { translationSummariesOf } from '../translations/translation-summaries.js'
import { translationsOfTypeItems } from '../translations/type-translations.js'
import { localeRequirement, localizeRows, resolveDeliveryLocale } from '../delivery-locale.js'
import { instant } from '../item-list.js'
import { componentsFor, requireContentType } from '../item-lookup.js'

export interface TypeItemsMeta {
  /** Offset pages only. */
  page?: number
  pageSize: number
  /** Offset pages unless `total=false`; cursor pages with `total=true`. */
  total?: number
  hasMore: boolean
  /** `after=` this for the next page; null when nothing follows. */
  nextCursor: string | null
  /** `before=` this for the previous page; null on the first page. */
  prevCursor: string | null
}

export interface TypeItemsPage {
  data: (Partial<ContentItem> & { id: string })[]
  meta: TypeItemsMeta
}

/**
 * The page's meta: where it is and the cursors of its edges. Forwards (an offset page or
 * `after=`), a next page exists when an item beyond this one was found, and a previous one
 * unless this is page 1; backwards (`before=`) the other way round.
 */
function pageMeta(query: ParsedDeliveryQuery, page: DeliveryPage, total: number | undefined) {
  const sort = sortParam(query.sort)
  const edge = (index: number) => {
    const position = page.positions.at(index)
    return position ? encodeDeliveryCursor({ sort, ...position }) : null
  }
  const backwards = query.cursor?.direction === 'before'
  const meta: TypeItemsMeta = {
    ...(query.cursor ? {} : { page: query.page }),
    pageSize: query.pageSize,
    ...(total === undefined ? {} : { total }),
    hasMore: page.hasMore,
    nextCursor: backwards || page.hasMore ? edge(-1) : null,
    prevCursor: (backwards ? page.hasMore : query.cursor || query.page > 1) ? edge(0) : null,
  }
  return meta
}

/**
 * The items of one type (id or slug in the path; 404 when unknown), with the delivery query
 * language: filters, sorting, field selection, expansion and search, paged by number or by
 * cursor. Any signed-in user; a read-only API key sees published items only, so asking it for
 * drafts finds none.
 */
export async function listTypeItems(
  ctx: OperationContext,
  typeIdOrSlug: string,
  query: ParsedDeliveryQuery,
): Promise<TypeItemsPage> {
  requireActor(ctx)
  const type = await requireContentType(ctx, typeIdOrSlug)
  await requireContentCapability(ctx, type.id, 'view', type.name)
  const { listFilters } = query
  const components = await componentsFor(ctx, type.fields)
  const selection = query.fields && checkSelection(type.fields, query.fields, components)
  const status = publishedOnly(ctx) ? 'published' : listFilters.status
  const locale = await resolveDeliveryLocale(ctx, query)
  const sort = query.sort.map((key) => planSort(type.fields, key))
  const plan: DeliveryPlan = {
    filter: {
      contentTypeId: type.id,
      status,
      author: listFilters.author,
      createdFrom: instant(listFilters.createdFrom),
      createdTo: instant(listFilters.createdTo),
      updatedFrom: instant(listFilters.updatedFrom),
      updatedTo: instant(listFilters.updatedTo),
    },
    filters: query.filters.map((filter) => planFilter(type.fields, filter)),
    sort,
    search: query.q ? { text: query.q, fieldIds: searchableFieldIds(type.fields) } : undefined,
    locale: localeRequirement(locale),
    limit: query.pageSize,
    offset: query.cursor ? 0 : (query.page - 1) * query.pageSize,
    keyset: query.cursor && planKeyset(sort, query.cursor),
    generation: ctx.snapshot?.typeGeneration(type.id),
  }
  // Counting a filtered list reads every match: cursor pages, made for walking far, count
  // only when asked.
  const counted = query.total ?? query.cursor === undefined
  const tree = await planExpand(ctx, type.fields, query.expand, components)
  if (listFilters.status && listFilters.status !== status) {
    const none = { rows: [], hasMore: false, positions: [] }
    return { data: [], meta: pageMeta(query, none, counted ? 0 : undefined) }
  }
  const [page, total] = await Promise.all([
    listDeliveryItems(ctx, ctx.dialect, plan),
    counted ? countDeliveryItems(ctx, ctx.dialect, plan) : undefined,
  ])
  const { rows } = page
  const fieldsOf = () => type.fields
  const pageTranslations = await translationsOfTypeItems(
    ctx,
    type.id,
    rows.map((row) => row.id),
  )
  const localized = await localizeRows(ctx, rows, locale, fieldsOf, pageTranslations)
  // References are read in the page's language too, falling back rather than going missing.
  const referenced = { ...locale, fallback: true }
  const items = await presentExpanded(
    ctx,
    localized,
    type.fields,
    tree,
    locale.requested === undefined
      ? undefined
      : (refs, fieldsOfRef) => localizeRows(ctx, refs, referenced, fieldsOfRef),
    components,
  )
  // Signed-in users (the admin list) see each item's translation progress; apps do not.
  const summaries =
    ctx.actor?.apiKey || selection
      ? undefined
      : await translationSummariesOf(ctx, rows, fieldsOf, pageTranslations)
  return {
    data: items.map((item) => ({
      ...(selection ? selectFields(item, selection) : item),
      ...(summaries ? { translations: summaries.get(item.id) ?? [] } : {}),
    })),
    meta: pageMeta(query, page, total),
  }
}
