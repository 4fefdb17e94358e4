import type { Webhook } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { toWebhook } from '../webhook-view.js'
import { listWebhooks as listFromDb } from '../webhooks.repository.js'

/** Every webhook, oldest first, with its latest delivery's status. Admins only. */
export async function listWebhooks(ctx: OperationContext): Promise<Webhook[]> {
  accessOf(ctx).requireRole('admin')
  return (await listFromDb(ctx.db)).map(toWebhook)
}
