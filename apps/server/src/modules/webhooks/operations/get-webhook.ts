import type { Webhook } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { toWebhook, webhookNotFound } from '../webhook-view.js'
import { findWebhook } from '../webhooks.repository.js'

/** One webhook (without its secret). Admins only. */
export async function getWebhook(ctx: OperationContext, id: string): Promise<Webhook> {
  accessOf(ctx).requireRole('admin')
  return requireWebhook(ctx, id)
}

export async function requireWebhook(ctx: OperationContext, id: string): Promise<Webhook> {
  const row = await findWebhook(ctx.db, id)
  if (!row) throw webhookNotFound()
  return toWebhook(row)
}
