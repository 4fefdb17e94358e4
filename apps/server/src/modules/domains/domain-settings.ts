import { customDomainSchema, type CustomDomain } from '@folio/schema'
import type { Kysely } from 'kysely'
import { z } from 'zod'

import type { Database } from '../../db/tables.js'
import type { OperationContext } from '../../lib/context.js'
import { hasEntitlement } from '../billing/index.js'
import { readSettingValue } from '../settings/index.js'

/** The settings key of the custom domains. */
export const DOMAINS_SETTINGS_KEY = 'domains'

const storedSchema = z.object({ domains: z.array(customDomainSchema) })

/** The saved domains; none when never saved (or no longer readable). */
export async function readDomains(db: Kysely<Database>): Promise<CustomDomain[]> {
  const parsed = storedSchema.safeParse(await readSettingValue(db, DOMAINS_SETTINGS_KEY))
  return parsed.success ? parsed.data.domains : []
}

/**
 * The primary custom domain in use now: saved, and the plan includes custom domains. On a
 * plan without them the domains stay saved and this answers null, so apps get the server's
 * own URL again rather than a domain nobody pays for.
 */
export async function primaryDomainInUse(
  ctx: Pick<OperationContext, 'db' | 'billing'>,
): Promise<string | null> {
  const primary = (await readDomains(ctx.db)).find((domain) => domain.primary)
  if (!primary) return null
  return (await hasEntitlement(ctx, 'custom_domains')) ? primary.hostname : null
}
