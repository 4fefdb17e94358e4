import type { ContentItem, ContentTypeField } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import type { ContentItemRow } from '../content.repository.js'
import { localizeRows, type DeliveryLocale } from '../delivery-locale.js'
import { componentsFor } from '../item-lookup.js'
import { planExpand, presentExpanded } from './expand-items.js'

/**
 * Delivered rows of one type with `expand=` applied: the paths checked (400 otherwise), the
 * items they name read in the rows' language, falling back rather than going missing.
 */
export async function presentDelivered(
  ctx: OperationContext,
  fields: ContentTypeField[],
  rows: readonly ContentItemRow[],
  expand: readonly string[][],
  locale: DeliveryLocale,
): Promise<ContentItem[]> {
  const components = await componentsFor(ctx, fields)
  const tree = await planExpand(ctx, fields, expand, components)
  const referenced = { ...locale, fallback: true }
  return presentExpanded(
    ctx,
    rows,
    fields,
    tree,
    locale.requested === undefined
      ? undefined
      : (refs, fieldsOfRef) => localizeRows(ctx, refs, referenced, fieldsOfRef),
    components,
  )
}
