import type { CustomDomainSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { hasEntitlement } from '../../billing/index.js'
import { readDomains } from '../domain-settings.js'

/** The saved custom domains, and whether the plan lets them be used. Admins. */
export async function getDomainSettings(ctx: OperationContext): Promise<CustomDomainSettings> {
  accessOf(ctx).requireRole('admin')
  return readDomainSettings(ctx)
}

export async function readDomainSettings(ctx: OperationContext): Promise<CustomDomainSettings> {
  const [domains, inUse] = await Promise.all([
    readDomains(ctx.db),
    hasEntitlement(ctx, 'custom_domains'),
  ])
  return { domains, inUse }
}
