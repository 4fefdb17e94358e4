import type { ListWebhookDeliveriesQuery, WebhookDeliveryPage } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { countDeliveries, listDeliveries } from '../deliveries.repository.js'
import { toWebhookDelivery } from '../webhook-view.js'
import { requireWebhook } from './get-webhook.js'

/**
 * A webhook's delivery log, newest first: each delivery's status, attempts, and the HTTP status
 * and duration of its latest attempt. Admins only.
 */
export async function listWebhookDeliveries(
  ctx: OperationContext,
  webhookId: string,
  query: ListWebhookDeliveriesQuery,
): Promise<WebhookDeliveryPage> {
  accessOf(ctx).requireRole('admin')
  await requireWebhook(ctx, webhookId)
  const [rows, total] = await Promise.all([
    listDeliveries(ctx.db, webhookId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countDeliveries(ctx.db, webhookId),
  ])
  return {
    data: rows.map(toWebhookDelivery),
    meta: { page: query.page, pageSize: query.pageSize, total },
  }
}
