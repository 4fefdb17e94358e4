import type { Webhook, ParsedWebhookInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { webhookNotFound } from '../webhook-view.js'
import { updateWebhook as updateInDb } from '../webhooks.repository.js'
import { requireWebhook } from './get-webhook.js'

/**
 * Replaces a webhook's name, URL, events and enabled switch; the secret stays. Disabling it
 * stops new events from being queued for it, and deliveries already queued wait, unsent,
 * until it is enabled again. Admins only.
 */
export async function updateWebhook(
  ctx: OperationContext,
  id: string,
  input: ParsedWebhookInput,
): Promise<Webhook> {
  const actor = requireActorRole(ctx, 'admin')
  if (!(await updateInDb(ctx.db, id, { ...input, updatedAt: nowIso() }))) throw webhookNotFound()
  ctx.logger.info({ webhookId: id, by: actor.userId }, 'webhook updated')
  return requireWebhook(ctx, id)
}
