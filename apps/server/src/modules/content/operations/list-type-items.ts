import type { ContentItem, ParsedDeliveryQuery } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { publishedOnly, requireActor } from '../../../lib/permissions.js'
import {
  checkSelection,
  planFilter,
  planSort,
  searchableFieldIds,
} from '../delivery/delivery-plan.js'
import {
  countDeliveryItems,
  listDeliveryItems,
  type DeliveryPlan,
} from '../delivery/delivery.repository.js'
import { planExpand, presentExpanded, selectFields } from '../delivery/expand-items.js'
import { instant } from '../item-list.js'
import { requireContentType } from '../item-lookup.js'

export interface TypeItemsPage {
  data: (Partial<ContentItem> & { id: string })[]
  meta: { page: number; pageSize: number; total: number }
}

/**
 * The items of one type (id or slug in the path; 404 when unknown), with the delivery query
 * language: filters, sorting, field selection, expansion and search. Any signed-in user; a
 * read-only API key sees published items only, so asking it for drafts finds none.
 */
export async function listTypeItems(
  ctx: OperationContext,
  typeIdOrSlug: string,
  query: ParsedDeliveryQuery,
): Promise<TypeItemsPage> {
  requireActor(ctx)
  const type = await requireContentType(ctx, typeIdOrSlug)
  const { listFilters } = query
  const selection = query.fields && checkSelection(type.fields, query.fields)
  const status = publishedOnly(ctx) ? 'published' : listFilters.status
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
    sort: query.sort.map((sort) => planSort(type.fields, sort)),
    search: query.q ? { text: query.q, fieldIds: searchableFieldIds(type.fields) } : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  }
  const tree = await planExpand(ctx, type.fields, query.expand)
  if (listFilters.status && listFilters.status !== status) {
    return { data: [], meta: { page: query.page, pageSize: query.pageSize, total: 0 } }
  }
  const [rows, total] = await Promise.all([
    listDeliveryItems(ctx.db, ctx.dialect, plan),
    countDeliveryItems(ctx.db, ctx.dialect, plan),
  ])
  const items = await presentExpanded(ctx, rows, type.fields, tree)
  return {
    data: selection ? items.map((item) => selectFields(item, selection)) : items,
    meta: { page: query.page, pageSize: query.pageSize, total },
  }
}
