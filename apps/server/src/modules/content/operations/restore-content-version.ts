import type { ContentItem, ContentStatus, RestoreVersionInput } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireContentCapability, requireWriter } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { registryFor } from '../../components/index.js'
import { runHooks } from '../../lifecycle/index.js'
import { contentVersionNotFound } from '../content-errors.js'
import { toApiData } from '../item-data.js'
import { lockItemForEdit } from '../item-lookup.js'
import { presentContentItem } from '../item-view.js'
import { itemChange, settleItemChange } from '../item-change.js'
import { prepareItem } from '../prepare-item.js'
import { saveItemVersion } from '../save-item-version.js'
import { findContentVersion } from '../versions.repository.js'

/**
 * Brings back an earlier version's title, slug and data as a new version, keeping the item's
 * current status and schedule. Only the type's current fields come back, and they must still
 * pass today's rules (a field made required since answers 400). Editors and admins.
 */
export async function restoreContentVersion(
  ctx: OperationContext,
  typeIdOrSlug: string,
  idOrSlug: string,
  version: number,
  input: RestoreVersionInput,
): Promise<ContentItem> {
  const actor = requireWriter(ctx)
  return withTransaction(ctx, async (trx) => {
    const { type, current } = await lockItemForEdit(trx, typeIdOrSlug, idOrSlug, input.version)
    await requireContentCapability(trx, type.id, 'edit', type.name)
    const snapshot = await findContentVersion(trx.db, current.id, version)
    if (!snapshot) throw contentVersionNotFound()
    const components = await registryFor(trx.db, type.fields)

    const draft = {
      title: snapshot.title,
      slug: snapshot.slug,
      status: current.status as ContentStatus,
      scheduledFor: current.scheduled_for,
      data: toApiData(
        type.fields,
        JSON.parse(snapshot.data) as Record<string, unknown>,
        components,
      ),
    }
    const change = itemChange(trx, type, 'restore', draft, current)
    await runHooks(trx, 'item', 'beforeValidate', change)
    const item = await prepareItem(trx, type, change.input!, components, current)
    settleItemChange(change, 'restore', item)
    // A restore changes the content: an approved item goes back to review.
    await runHooks(trx, 'item', 'beforeChange', change)
    const row = await saveItemVersion(trx, current, item, {
      event: 'restored',
      actorId: actor.userId,
      restoredFrom: version,
    })
    change.item = await presentContentItem(trx, row, type.fields, components)
    await runHooks(trx, 'item', 'afterChange', change)
    await runHooks(trx, 'item', 'afterCommit', change)
    return change.item
  })
}
