import { randomUUID } from 'node:crypto'

import type { ParsedWebhookInput, WebhookWithSecret } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
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
  const actor = requireActorRole(ctx, 'admin')
  const id = randomUUID()
  const secret = generateWebhookSecret()
  const now = nowIso()
  await insertWebhook(ctx.db, {
    id,
    ...input,
    secretSealed: options.secretBox.seal(secret),
    createdAt: now,
    updatedAt: now,
  })
  ctx.logger.info({ webhookId: id, by: actor.userId }, 'webhook created')
  return { ...(await requireWebhook(ctx, id)), secret }
}
