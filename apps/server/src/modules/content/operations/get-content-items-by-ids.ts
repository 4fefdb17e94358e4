import type { ContentItem } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { publishedOnly, requireActor } from '../../../lib/permissions.js'
import { accessOf } from '../../access/index.js'
import { findItemsByIds } from '../delivery/delivery.repository.js'
import { presentExpanded } from '../delivery/expand-items.js'
import { localizeRows, resolveDeliveryLocale } from '../delivery-locale.js'
import { allComponents, findTypeDefinitions } from '../item-lookup.js'

/**
 * Items by id, whatever their types, in one query for the rows and one per type to present
 * them: how GraphQL resolves the references and relations of a whole page at once. An item
 * the caller may not see is missing from the answer as if it did not exist: a read-only API
 * key sees published items only, and a role sees the types its permissions let it view.
 */
export async function getContentItemsByIds(
  ctx: OperationContext,
  ids: readonly string[],
  language?: { locale?: string | undefined; fallback?: boolean | undefined },
): Promise<Map<string, ContentItem>> {
  requireActor(ctx)
  const found = new Map<string, ContentItem>()
  if (ids.length === 0) return found
  const access = accessOf(ctx)
  const rows = (await findItemsByIds(ctx.db, [...new Set(ids)])).filter(
    (row) => !publishedOnly(ctx) || row.status === 'published',
  )
  const typeIds = [...new Set(rows.map((row) => row.content_type_id))]
  const types = await findTypeDefinitions(ctx, typeIds)
  const locale = await resolveDeliveryLocale(ctx, { ...language, fallback: true })
  const components = await allComponents(ctx)
  for (const type of types) {
    if (!(await access.can('view', type.id))) continue
    const ofType = rows.filter((row) => row.content_type_id === type.id)
    const localized = await localizeRows(ctx, ofType, locale, () => type.fields)
    const items = await presentExpanded(ctx, localized, type.fields, {}, undefined, components)
    for (const item of items) found.set(item.id, item)
  }
  return found
}
