import type { OperationContext } from '../../lib/context.js'
import { lockSubscription, storedMediaBytes } from './subscription.repository.js'

/** Bytes of media stored, for the plan's storage quota. */
export function readStoredMediaBytes(ctx: Pick<OperationContext, 'db'>): Promise<number> {
  return storedMediaBytes(ctx.db)
}

/**
 * Locks the subscription for the rest of the transaction, so uploads that finish together
 * (and plan changes) take turns at the quota.
 */
export async function lockPlanForQuota(
  trx: Pick<OperationContext, 'db' | 'dialect'>,
): Promise<void> {
  await lockSubscription(trx.db, trx.dialect)
}
