import { COLLAB_META_MAP, COLLAB_VERSION_KEY } from '@folio/schema'
import * as Y from 'yjs'

import type { OperationContext } from '../../../lib/context.js'
import { getContentItemById } from '../../content/index.js'
import { findCollabDocument } from '../collab.repository.js'

/**
 * The document of an item as the first person to open it gets it: the stored one while it is
 * still based on the item's current version, else a new one that only names that version. The
 * fields' text is then written by the editors from the saved item, each writing the same Yjs
 * update (see the web app's collab-seed.ts), so it appears once however many open it at once.
 * An item changed outside the session (an API write, a restore) thus never gets old text back.
 */
export async function loadCollabDocument(ctx: OperationContext, itemId: string): Promise<Y.Doc> {
  const item = await getContentItemById(ctx, itemId)
  const stored = await findCollabDocument(ctx.db, itemId)
  const doc = new Y.Doc()
  if (stored && stored.item_version === item.version) {
    Y.applyUpdate(doc, Buffer.from(stored.state, 'base64'))
  }
  const meta = doc.getMap(COLLAB_META_MAP)
  if (meta.get(COLLAB_VERSION_KEY) !== item.version) meta.set(COLLAB_VERSION_KEY, item.version)
  return doc
}
