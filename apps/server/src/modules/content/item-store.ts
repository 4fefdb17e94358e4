import type { OperationContext } from '../../lib/context.js'
import {
  insertContentItem,
  type ContentItemRow,
  type NewContentItem,
} from './content.repository.js'
import { snapshotOf } from './item-snapshot.js'
import { insertContentVersion } from './versions.repository.js'

/**
 * Stores an item as given with the version it was created as, without the create rules, the
 * lifecycle or an actor: for sample data that is known good (see seed/), never for a client.
 */
export async function storeContentItem(
  ctx: Pick<OperationContext, 'db'>,
  item: NewContentItem,
): Promise<ContentItemRow> {
  const row = await insertContentItem(ctx.db, item)
  await insertContentVersion(ctx.db, snapshotOf(row, 'created', null))
  return row
}
