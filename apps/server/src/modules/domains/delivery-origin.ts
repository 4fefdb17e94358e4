import { domainOrigin } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { primaryDomainInUse } from './domain-settings.js'

/**
 * The origin a delivery answer builds its absolute URLs on: `https://<primary domain>` for a
 * request made with an API key (an app, an assistant) while a custom domain is in use; null
 * for the server's own URL. People signed in to Folio use it on the server's own URL, so the
 * answers they get keep it.
 */
export async function deliveryOrigin(
  ctx: Pick<OperationContext, 'actor' | 'db' | 'billing'>,
): Promise<string | null> {
  if (!ctx.actor?.apiKey) return null
  const hostname = await primaryDomainInUse(ctx)
  return hostname === null ? null : domainOrigin(hostname)
}
