import type { OperationContext } from '../../lib/context.js'
import { findMediaByIds, type MediaRow } from './media.repository.js'

/** The files with these ids (deleted ones are missing), for fields that hold media. */
export function readMediaRows(
  ctx: Pick<OperationContext, 'db'>,
  ids: readonly string[],
): Promise<MediaRow[]> {
  return findMediaByIds(ctx.db, [...ids])
}
