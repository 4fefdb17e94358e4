import { storageQuotaBytes, storageQuotaMessage } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import {
  hasEntitlement,
  lockPlanForQuota,
  readStoredMediaBytes,
  sellsPlans,
} from '../billing/index.js'
import type { RoomLeft } from './receive-file.js'

/** The plan's file storage: its quota, and the bytes of media stored when it was read. */
export interface StorageBudget {
  quotaBytes: number
  usedBytes: number
}

/**
 * Every upload part of a multipart form carries a boundary line and headers besides its bytes;
 * the parser refuses part headers past 16 KiB, so this much per part is a bound, not a guess.
 */
const FRAMING_BYTES_PER_PART = 64 * 1024

/** The quota in force and what is stored; null on a self-hosted installation (no quota). */
export async function readStorageBudget(ctx: OperationContext): Promise<StorageBudget | null> {
  if (!sellsPlans(ctx)) return null
  // Extended storage is what Premium adds; the plan table holds each plan's quota.
  const plan = (await hasEntitlement(ctx, 'extended_storage')) ? 'premium' : 'free'
  return { quotaBytes: storageQuotaBytes[plan], usedBytes: await readStoredMediaBytes(ctx) }
}

export function quotaExceeded(budget: StorageBudget): AppError {
  return new AppError('quota_exceeded', storageQuotaMessage(budget.quotaBytes, budget.usedBytes))
}

/** The room a file may take once `taken` bytes of this request are stored. */
export function roomLeft(budget: StorageBudget | null, taken = 0): RoomLeft | null {
  if (!budget) return null
  const used = budget.usedBytes + taken
  return {
    bytes: Math.max(0, budget.quotaBytes - used),
    message: storageQuotaMessage(budget.quotaBytes, used),
  }
}

/**
 * Refuses a whole request before any byte is stored when its declared length (the
 * Content-Length of the form) cannot fit even with every part's framing taken off. A request
 * that might fit goes on: the bytes are counted as they arrive (receiveFile).
 */
export function refuseDeclaredSize(
  budget: StorageBudget | null,
  declaredBytes: number | null,
  parts: number,
): void {
  if (!budget || declaredBytes === null) return
  const fileBytesAtLeast = declaredBytes - parts * FRAMING_BYTES_PER_PART
  if (budget.usedBytes + Math.max(1, fileBytesAtLeast) > budget.quotaBytes) {
    throw quotaExceeded(budget)
  }
}

/**
 * The last word, in the transaction that writes the rows: the stored total read again, since
 * other uploads may have landed while these bytes arrived, with the subscription row locked so
 * uploads that finish together take turns. Keeps the files that fit, in the order sent.
 */
export async function keepWithinQuota<T extends { name: string; size: number }>(
  trx: OperationContext,
  quotaBytes: number,
  files: T[],
): Promise<{ kept: T[]; over: { file: T; message: string }[] }> {
  await lockPlanForQuota(trx)
  let used = await readStoredMediaBytes(trx)
  const kept: T[] = []
  const over: { file: T; message: string }[] = []
  for (const file of files) {
    if (used + file.size > quotaBytes) {
      over.push({ file, message: storageQuotaMessage(quotaBytes, used) })
    } else {
      kept.push(file)
      used += file.size
    }
  }
  return { kept, over }
}
