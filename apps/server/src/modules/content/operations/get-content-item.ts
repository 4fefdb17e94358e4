import type { ContentItem } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireContentCapability } from '../../access/index.js'
import { publishedOnly, requireActor } from '../../../lib/permissions.js'
import { contentItemNotFound } from '../content-errors.js'
import { presentDelivered } from '../delivery/present-delivered.js'
import { localizeRows, resolveDeliveryLocale } from '../delivery-locale.js'
import { requireContentItem, requireContentType } from '../item-lookup.js'
import { translationsOfTypeItems } from '../translations/type-translations.js'
import { presentContentItem } from '../item-view.js'

/**
 * One item of a type, by id or slug. Any signed-in user; for a read-only API key an item that
 * is not published does not exist.
 */
export async function getContentItem(
  ctx: OperationContext,
  typeIdOrSlug: string,
  idOrSlug: string,
  /**
   * Delivery: the language to read the item in (`locale=`, `fallback=`; 404 without one) and
   * the references and relations to expand (`expand=`).
   */
  language?: {
    locale?: string | undefined
    fallback?: boolean | undefined
    expand?: string[][] | undefined
  },
): Promise<ContentItem> {
  requireActor(ctx)
  const type = await requireContentType(ctx, typeIdOrSlug)
  await requireContentCapability(ctx, type.id, 'view', type.name)
  const row = await requireContentItem(ctx, type, idOrSlug)
  if (publishedOnly(ctx) && row.status !== 'published') throw contentItemNotFound()
  if (!language) return presentContentItem(ctx, row, type.fields)
  const locale = await resolveDeliveryLocale(ctx, language)
  const translations = await translationsOfTypeItems(ctx, type.id, [row.id])
  const [served] = await localizeRows(ctx, [row], locale, () => type.fields, translations)
  if (!served) throw contentItemNotFound()
  if (!language.expand?.length) return presentContentItem(ctx, served, type.fields)
  const [expanded] = await presentDelivered(ctx, type.fields, [served], language.expand, locale)
  return expanded!
}
