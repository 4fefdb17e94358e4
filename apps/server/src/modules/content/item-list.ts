import type { ContentItem, ContentTypeField, listContentItemsQuerySchema } from '@folio/schema'
import type { z } from 'zod'

import type { OperationContext } from '../../lib/context.js'
import { registryFor } from '../components/index.js'
import { readContentTypes } from '../content-types/index.js'
import {
  countContentItems,
  listContentItems,
  type ContentItemFilter,
} from './content.repository.js'
import { translationSummariesOf } from './translations/translation-summaries.js'
import { resolveMedia } from './delivery/resolve-media.js'
import { loadAuthors, toContentItem } from './item-view.js'

export type ContentListQuery = z.output<typeof listContentItemsQuerySchema>

export interface ContentItemPage {
  data: ContentItem[]
  meta: { page: number; pageSize: number; total: number }
}

/** ISO bounds as stored (UTC, milliseconds), so comparing the text compares the instants. */
export function instant(value: string | undefined): string | undefined {
  return value === undefined ? undefined : new Date(value).toISOString()
}

/**
 * One page of items matching the query's filters, counted and cut in SQL. `contentTypeId`
 * narrows to one type (already resolved from the path or the `type` filter).
 */
export async function pageOfContentItems(
  ctx: OperationContext,
  contentTypeId: string | undefined,
  query: Omit<ContentListQuery, 'type'>,
  /** The types the reader may see, when not all. */
  contentTypeIds?: readonly string[],
): Promise<ContentItemPage> {
  const filter: ContentItemFilter = {
    contentTypeId,
    contentTypeIds,
    q: query.q || undefined,
    status: query.status,
    author: query.author,
    createdFrom: instant(query.createdFrom),
    createdTo: instant(query.createdTo),
    updatedFrom: instant(query.updatedFrom),
    updatedTo: instant(query.updatedTo),
  }
  const [rows, total] = await Promise.all([
    listContentItems(ctx.db, filter, {
      sort: query.sort,
      order: query.order,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countContentItems(ctx.db, filter),
  ])
  const types = await readContentTypes(ctx, [...new Set(rows.map((row) => row.content_type_id))])
  const fieldsOf = new Map<string, ContentTypeField[]>(types.map((t) => [t.id, t.fields]))
  const authors = await loadAuthors(
    ctx,
    rows.flatMap((row) => [row.created_by, row.updated_by]),
  )
  const translations = await translationSummariesOf(ctx, rows, (id) => fieldsOf.get(id) ?? [])
  const components = await registryFor(
    ctx.db,
    types.flatMap((type) => type.fields),
  )
  const data = rows.map((row) => ({
    ...toContentItem(row, fieldsOf.get(row.content_type_id) ?? [], authors, components),
    translations: translations.get(row.id) ?? [],
  }))
  const batch = data.map((item) => ({
    fields: fieldsOf.get(item.contentTypeId) ?? [],
    data: item.data,
  }))
  await resolveMedia(ctx, batch, components)
  return { data, meta: { page: query.page, pageSize: query.pageSize, total } }
}
