import type { SeoMeta } from '@folio/schema'

import type { SeoMetaTable } from '../../../db/tables-seo.js'
import { requireContentCapability } from '../../access/index.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { withTransaction } from '../../../lib/transaction.js'
import { getContentItemById } from '../../content/index.js'
import { findSeoMeta, saveSeoMeta } from '../seo.repository.js'

const emptyMeta: SeoMeta = {
  title: '',
  description: '',
  canonicalUrl: '',
  socialImageUrl: '',
  noindex: false,
}

function toSeoMeta(row: SeoMetaTable | undefined): SeoMeta {
  if (!row) return emptyMeta
  return {
    title: row.title,
    description: row.description,
    canonicalUrl: row.canonical_url,
    socialImageUrl: row.social_image_url,
    noindex: row.noindex === 1,
  }
}

/**
 * An item's SEO meta (empty until someone writes it). Whoever may read the item may read its
 * meta: a read-only API key only for published items, like the item itself.
 */
export async function getItemSeo(ctx: OperationContext, itemId: string): Promise<SeoMeta> {
  requireActor(ctx)
  const item = await getContentItemById(ctx, itemId)
  return toSeoMeta(await findSeoMeta(ctx.db, item.id))
}

/** Saves an item's SEO meta; needs the right to edit items of its type. */
export async function updateItemSeo(
  ctx: OperationContext,
  itemId: string,
  input: SeoMeta,
): Promise<SeoMeta> {
  return withTransaction(ctx, async (trx) => {
    const item = await getContentItemById(trx, itemId)
    const actor = await requireContentCapability(trx, item.contentTypeId, 'edit')
    const row: SeoMetaTable = {
      item_id: item.id,
      title: input.title,
      description: input.description,
      canonical_url: input.canonicalUrl,
      social_image_url: input.socialImageUrl,
      noindex: input.noindex ? 1 : 0,
      updated_at: nowIso(),
      updated_by: actor.userId,
    }
    await saveSeoMeta(trx.db, row)
    return toSeoMeta(row)
  })
}
