import { randomUUID } from 'node:crypto'

import type { ContentItem, ParsedContentItemInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireContentCapability, requireWriter } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { registryFor } from '../../components/index.js'
import { runHooks } from '../../lifecycle/index.js'
import { insertContentItem } from '../content.repository.js'
import { slugRaceGuard } from '../content-errors.js'
import { requireContentType } from '../item-lookup.js'
import { snapshotOf } from '../item-snapshot.js'
import { presentContentItem } from '../item-view.js'
import { isPublishing } from '../item-schedule.js'
import { itemChange, settleItemChange } from '../item-change.js'
import { prepareItem } from '../prepare-item.js'
import { insertContentVersion } from '../versions.repository.js'
import { replaceItemLinks } from '../links.repository.js'

/** Creates an item of a type at version 1, with its first history entry. Editors and admins. */
export async function createContentItem(
  ctx: OperationContext,
  typeIdOrSlug: string,
  input: ParsedContentItemInput,
): Promise<ContentItem> {
  const actor = requireWriter(ctx)
  return withTransaction(ctx, async (trx) => {
    const type = await requireContentType(trx, typeIdOrSlug)
    await requireContentCapability(trx, type.id, 'create', type.name)
    if (isPublishing(input.status))
      await requireContentCapability(trx, type.id, 'publish', type.name)
    const components = await registryFor(trx.db, type.fields)
    const change = itemChange(trx, type, 'create', input)
    await runHooks(trx, 'item', 'beforeValidate', change)
    const item = await prepareItem(trx, type, change.input!, components)
    settleItemChange(change, 'create', item)
    // Creating an item published or scheduled is publishing it: the workflow may refuse.
    await runHooks(trx, 'item', 'beforeChange', change)
    const row = await slugRaceGuard(
      trx,
      insertContentItem(trx.db, {
        ...item,
        id: randomUUID(),
        contentTypeId: type.id,
        createdAt: nowIso(),
        createdBy: actor.userId,
      }),
    )
    await insertContentVersion(trx.db, snapshotOf(row, 'created', actor.userId))
    await replaceItemLinks(trx.db, row.id, '', item.links)
    change.item = await presentContentItem(trx, row, type.fields, components)
    await runHooks(trx, 'item', 'afterChange', change)
    await runHooks(trx, 'item', 'afterCommit', change)
    return change.item
  })
}
