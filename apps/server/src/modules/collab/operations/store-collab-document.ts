import { COLLAB_META_MAP, COLLAB_VERSION_KEY } from '@folio/schema'
import * as Y from 'yjs'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { findCollabDocument, upsertCollabDocument } from '../collab.repository.js'

/**
 * Stores an item's document. What is stored for the same item version is merged in rather
 * than overwritten: with several instances each one stores its own copy, and a copy that has
 * not yet heard of another's last keystrokes must not erase them. Nothing is stored for an
 * item that was deleted meanwhile.
 */
export async function storeCollabDocument(
  ctx: OperationContext,
  itemId: string,
  doc: Y.Doc,
): Promise<void> {
  const version = doc.getMap(COLLAB_META_MAP).get(COLLAB_VERSION_KEY)
  if (typeof version !== 'number') return
  const update = Y.encodeStateAsUpdate(doc)
  await withTransaction(ctx, async (trx) => {
    const stored = await findCollabDocument(trx.db, itemId)
    const state =
      stored && stored.item_version === version
        ? Y.mergeUpdates([Buffer.from(stored.state, 'base64'), update])
        : update
    await upsertCollabDocument(trx.db, {
      item_id: itemId,
      item_version: version,
      state: Buffer.from(state).toString('base64'),
      updated_at: nowIso(),
    })
  })
}
