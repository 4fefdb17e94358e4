import { previewMessages, type ContentItem } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { readItemDraft } from '../../content/index.js'
import type { PreviewGrant } from '../preview-token.js'

/**
 * The delivery read a preview token allows: its item as it is now, drafts included, whoever
 * calls (the team's site, often without any key; a read-only key sent along does not hide the
 * draft). Any other item is refused, even a published one: the token is not a key.
 */
export async function getPreviewItem(
  ctx: OperationContext,
  grant: PreviewGrant,
  typeIdOrSlug: string,
  idOrSlug: string,
  language: {
    locale?: string | undefined
    fallback?: boolean | undefined
    expand?: string[][] | undefined
  },
): Promise<ContentItem> {
  return readItemDraft(ctx, typeIdOrSlug, idOrSlug, language, (item) => {
    if (item.id !== grant.itemId) throw new AppError('forbidden', previewMessages.otherItem)
  })
}
