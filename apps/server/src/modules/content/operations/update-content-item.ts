import type { ContentItem, ParsedContentItemInput } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireContentCapability, requireWriter } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { registryFor } from '../../components/index.js'
import { runHooks } from '../../lifecycle/index.js'
import { itemChange, settleItemChange } from '../item-change.js'
import { sameContent } from '../item-changes.js'
import { lockItemForEdit } from '../item-lookup.js'
import { presentContentItem } from '../item-view.js'
import { isPublishing } from '../item-schedule.js'
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
  const actor = requireWriter(ctx)
  return withTransaction(ctx, async (trx) => {
    const { type, current } = await lockItemForEdit(trx, typeIdOrSlug, idOrSlug, input.version)
    await requireContentCapability(trx, type.id, 'edit', type.name)
    if (isPublishing(input.status))
      await requireContentCapability(trx, type.id, 'publish', type.name)
    const components = await registryFor(trx.db, type.fields)
    const change = itemChange(trx, type, 'update', input, current)
    await runHooks(trx, 'item', 'beforeValidate', change)
    const item = await prepareItem(trx, type, change.input!, components, current)
    settleItemChange(change, 'update', item)
    change.contentChanged = !sameContent(current, item, type.fields, components)
    // The workflow may refuse the save (review before publishing).
    await runHooks(trx, 'item', 'beforeChange', change)
    const row = await saveItemVersion(trx, current, item, {
      event: 'updated',
      actorId: actor.userId,
    })
    change.item = await presentContentItem(trx, row, type.fields, components)
    await runHooks(trx, 'item', 'afterChange', change)
    await runHooks(trx, 'item', 'afterCommit', change)
    return change.item
  })
}
