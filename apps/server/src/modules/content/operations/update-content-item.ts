import type { ContentItem, ParsedContentItemInput } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { withTransaction } from '../../../lib/transaction.js'
import { recordItemEvents } from '../../webhooks/index.js'
import { lockItemForEdit } from '../item-lookup.js'
import { presentContentItem } from '../item-view.js'
import { prepareItem } from '../prepare-item.js'
import { saveItemVersion } from '../save-item-version.js'

/**
 * Replaces an item's title, slug, status, schedule and data, as the next version. When the
 * caller names the version they started from and someone saved since, nothing is written and
 * the answer is 409 with the current version. Editors and admins.
 */
export async function updateContentItem(
  ctx: OperationContext,
  typeIdOrSlug: string,
  idOrSlug: string,
  input: ParsedContentItemInput,
): Promise<ContentItem> {
  const actor = requireActorRole(ctx, 'editor')
  return withTransaction(ctx, async (trx) => {
    const { type, current } = await lockItemForEdit(trx, typeIdOrSlug, idOrSlug, input.version)
    const item = await prepareItem(trx, type, input, current)
    const row = await saveItemVersion(trx, current, item, {
      event: 'updated',
      actorId: actor.userId,
    })
    const updated = await presentContentItem(trx, row, type.fields)
    await recordItemEvents(trx, current.status, updated)
    return updated
  })
}
