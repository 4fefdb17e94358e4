import type { OperationContext } from '../../lib/context.js'
import { insertSystemFlag } from './system-state.repository.js'

/**
 * Records `key` once. Returns false when it was already there, which makes one-time work
 * (seeding) safe when two instances start at the same moment.
 */
export function claimSystemFlag(
  ctx: Pick<OperationContext, 'db'>,
  key: string,
  value: string,
  at: string,
): Promise<boolean> {
  return insertSystemFlag(ctx.db, key, value, at)
}
