import type { PreviewLink } from '@folio/schema'

import type { AuthServices } from '../../../auth/index.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { readContentType } from '../../content-types/index.js'
import { getContentItem } from '../../content/index.js'
import { readGeneralSettings } from '../../site/index.js'
import { mintPreviewToken } from '../preview-token.js'
import { fillPreviewUrl } from '../preview-url.js'

/**
 * A live preview of one item: a short-lived token that reads its current draft through the
 * delivery API, and the team's preview URL for it (the type's own pattern, else the
 * installation's). Anyone who may read the item may preview it.
 */
export async function createItemPreview(
  ctx: OperationContext,
  services: Pick<AuthServices, 'keys' | 'issuer'>,
  typeIdOrSlug: string,
  idOrSlug: string,
  options: { locale?: string | undefined } = {},
): Promise<PreviewLink> {
  requireActor(ctx)
  // Checks the role may view the type's items, and 404s what does not exist.
  const item = await getContentItem(ctx, typeIdOrSlug, idOrSlug)
  const [type, general] = await Promise.all([
    readContentType(ctx, item.contentTypeId),
    readGeneralSettings(ctx.db),
  ])
  const { token, expiresAt } = await mintPreviewToken(
    services.keys,
    services.issuer,
    { itemId: item.id, contentTypeId: item.contentTypeId },
    { db: ctx.db },
  )
  const pattern = type?.previewUrl || general.previewUrl
  const target = {
    type: type?.slug ?? typeIdOrSlug,
    slug: item.slug,
    locale: options.locale ?? item.locale ?? '',
  }
  return { url: fillPreviewUrl(pattern, target, token), token, expiresAt }
}
