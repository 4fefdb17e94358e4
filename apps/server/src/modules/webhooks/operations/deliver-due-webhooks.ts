import type { OperationContext } from '../../../lib/context.js'
import { attemptClaimedDelivery, claimExpiry } from '../attempt-delivery.js'
import {
  claimDueDeliveries,
  hasDueDeliveries,
  type ClaimedDelivery,
} from '../deliveries.repository.js'
import type { WebhookDeliveryOptions } from '../webhook-signing.js'

/**
 * The scheduler's job: sends every delivery due at the start of the run, up to
 * `options.concurrency` at a time. Each worker claims its next delivery as soon as it is free,
 * so a slow receiver holds up one worker, not the rest. Claims are atomic (see
 * claimDueDeliveries), so several server processes can run this against one database and
 * none sends a delivery another is sending. Retries that fall due during the run wait for the
 * next tick, which keeps every run finite. A tick with nothing due only reads. Returns the
 * number of attempts made.
 */
export async function deliverDueWebhooks(
  ctx: OperationContext,
  options: WebhookDeliveryOptions,
  now: Date = new Date(),
): Promise<number> {
  const at = now.toISOString()
  if (!(await hasDueDeliveries(ctx.db, at))) return 0

  // Claims of this process's workers go one after another: run side by side, they would pick
  // the same row and all but one would come back empty-handed and stop early.
  let claims: Promise<unknown> = Promise.resolve()
  const claimNext = (): Promise<ClaimedDelivery | undefined> => {
    const next = claims.then(async () => {
      const [claimed] = await claimDueDeliveries(ctx.db, at, claimExpiry(options), 1)
      return claimed
    })
    claims = next.catch(() => undefined)
    return next
  }

  let attempts = 0
  const worker = async () => {
    for (let claimed = await claimNext(); claimed; claimed = await claimNext()) {
      await attemptClaimedDelivery(ctx, options, claimed)
      attempts++
    }
  }
  // Every worker ends before the run does, even when one fails, so stopping the scheduler
  // never leaves a send behind it.
  const results = await Promise.allSettled(Array.from({ length: options.concurrency }, worker))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
  return attempts
}
