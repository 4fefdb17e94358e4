import type { Translation } from '@folio/schema'

import type { OperationContext } from '../../../../lib/context.js'
import { requireContentCapability } from '../../../access/index.js'
import { presentTranslation } from '../translation-present.js'
import { requireItemById, requireTranslation } from '../translation-rules.js'

/** One translation with the item's current values beside it; 404 when there is none. */
export async function getItemTranslation(
  ctx: OperationContext,
  itemId: string,
  locale: string,
): Promise<Translation> {
  const { type, item } = await requireItemById(ctx, itemId)
  await requireContentCapability(ctx, type.id, 'view')
  const row = await requireTranslation(ctx, item.id, locale)
  return presentTranslation(ctx, type, item, row)
}
