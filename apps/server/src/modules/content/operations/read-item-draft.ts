import type { ContentItem } from '@folio/schema'

import type { Actor, OperationContext } from '../../../lib/context.js'
import { contentItemNotFound } from '../content-errors.js'
import { presentDelivered } from '../delivery/present-delivered.js'
import { localizeRows, resolveDeliveryLocale } from '../delivery-locale.js'
import { requireContentItem, requireContentType } from '../item-lookup.js'
import { presentContentItem } from '../item-view.js'

/**
 * Who reads the items an `expand=` embeds in a draft read: a read-only key, which sees published
 * items only. Opening one item's draft opens no other.
 */
const linkedItemsReader: Actor = {
  userId: '',
  email: '',
  role: 'viewer',
  sessionId: '',
  aal: 'aal1',
  apiKey: { id: 'preview', scope: 'read' },
}

/**
 * One item as it is now, whatever its status and whoever asks: for callers that checked access
 * their own way (a preview token). `allow` sees the row before anything else is read, so an
 * item the caller may not read costs no more than its lookup.
 */
export async function readItemDraft(
  ctx: OperationContext,
  typeIdOrSlug: string,
  idOrSlug: string,
  language: {
    locale?: string | undefined
    fallback?: boolean | undefined
    expand?: string[][] | undefined
  },
  allow: (item: { id: string; contentTypeId: string }) => void,
): Promise<ContentItem> {
  const type = await requireContentType(ctx, typeIdOrSlug)
  const row = await requireContentItem(ctx, type, idOrSlug)
  allow({ id: row.id, contentTypeId: row.content_type_id })
  const reader = { ...ctx, actor: null }
  const locale = await resolveDeliveryLocale(reader, language)
  const [served] = await localizeRows(reader, [row], locale, () => type.fields)
  if (!served) throw contentItemNotFound()
  if (!language.expand?.length) return presentContentItem(reader, served, type.fields)
  const linked = { ...ctx, actor: linkedItemsReader }
  const [expanded] = await presentDelivered(linked, type.fields, [served], language.expand, locale)
  return expanded!
}
