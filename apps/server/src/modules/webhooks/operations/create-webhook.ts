import { randomUUID } from 'node:crypto'

import type { ParsedWebhookInput, WebhookWithSecret } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { webhookForAudit } from '../webhook-audit.js'
import { generateWebhookSecret, type WebhookDeliveryOptions } from '../webhook-signing.js'
import { insertWebhook } from '../webhooks.repository.js'
import { requireWebhook } from './get-webhook.js'

/**
 * Creates a webhook with a new signing secret. The secret is in this answer only: the database
 * keeps it sealed under the server secret. Admins only.
 */
export async function createWebhook(
  ctx: OperationContext,
  options: Pick<WebhookDeliveryOptions, 'secretBox'>,
  input: ParsedWebhookInput,
): Promise<WebhookWithSecret> {
  const actor = accessOf(ctx).requireRole('admin')
  const id = randomUUID()
  const secret = generateWebhookSecret()
  const now = nowIso()
  return withTransaction(ctx, async (trx) => {
    await insertWebhook(trx.db, {
      id,
      ...input,
      secretSealed: options.secretBox.seal(secret),
      createdAt: now,
      updatedAt: now,
    })
    const created = await requireWebhook(trx, id)
    await recordSettingChange(trx.db, actor, {
      area: 'webhooks',
      action: 'created',
      target: created.name,
      summary: `Webhook “${created.name}” created`,
      after: webhookForAudit(created),
    })
    trx.logger.info({ webhookId: id, by: actor.userId }, 'webhook created')
    return { ...created, secret }
  })
}
