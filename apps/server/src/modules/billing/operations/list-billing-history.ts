import { paymentStatuses, type BillingHistoryEntry } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { listSettledPayments } from '../payments.repository.js'

/** Billing history from the server's own records (what was charged or declined). Admins. */
export async function listBillingHistory(ctx: OperationContext): Promise<BillingHistoryEntry[]> {
  accessOf(ctx).requireRole('admin')
  const rows = await listSettledPayments(ctx.db)
  return rows.map((row) => ({
    id: row.id,
    date: row.created_at,
    description: row.description,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: paymentStatuses.find((status) => status === row.status) ?? 'processing',
    receiptUrl: row.receipt_url,
  }))
}
