import type { ContentItem, ParsedDeliveryQuery } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireContentCapability } from '../../../lib/capabilities.js'
import { publishedOnly, requireActor } from '../../../lib/permissions.js'
import { registryFor } from '../../components/index.js'
import { planFilter, planSort, searchableFieldIds } from '../delivery/delivery-plan.js'
import {
  countDeliveryItems,
  listDeliveryItems,
  type DeliveryPlan,
} from '../delivery/delivery.repository.js'
import { planExpand, presentExpanded, selectFields } from '../delivery/expand-items.js'
import { checkSelection } from '../delivery/select-fields.js'
import { listTranslationsOfItems, translationSummariesOf } from '../../localization/index.js'
import { localeRequirement, localizeRows, resolveDeliveryLocale } from '../delivery-locale.js'
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
  await requireContentCapability(ctx, type.id, 'view', type.name)
  const { listFilters } = query
  const components = await registryFor(ctx.db, type.fields)
  const selection = query.fields && checkSelection(type.fields, query.fields, components)
  const status = publishedOnly(ctx) ? 'published' : listFilters.status
  const locale = await resolveDeliveryLocale(ctx, query)
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
    locale: localeRequirement(locale),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  }
  const tree = await planExpand(ctx, type.fields, query.expand, components)
  if (listFilters.status && listFilters.status !== status) {
    return { data: [], meta: { page: query.page, pageSize: query.pageSize, total: 0 } }
  }
  const [rows, total] = await Promise.all([
    listDeliveryItems(ctx.readDb ?? ctx.db, ctx.dialect, plan),
    countDeliveryItems(ctx.readDb ?? ctx.db, ctx.dialect, plan),
  ])
  const fieldsOf = () => type.fields
  const pageTranslations = await listTranslationsOfItems(
    ctx.db,
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
    meta: { page: query.page, pageSize: query.pageSize, total },
  }
}
