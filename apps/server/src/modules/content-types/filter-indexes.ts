import type { ContentTypeField } from '@folio/schema'

import { syncTypeFilterIndexes } from '../../db/filter-indexes.js'
import type { OperationContext } from '../../lib/context.js'

export { filterIndexName } from '../../db/filter-indexes.js'

/**
 * The indexes of a type's filterable fields, kept in step with its fields (see
 * db/filter-indexes.ts); runs in the caller's transaction.
 */
export async function syncFilterIndexes(
  ctx: Pick<OperationContext, 'db' | 'dialect'>,
  typeId: string,
  fields: readonly ContentTypeField[],
): Promise<void> {
  await syncTypeFilterIndexes(ctx.db, ctx.dialect, typeId, fields)
}
