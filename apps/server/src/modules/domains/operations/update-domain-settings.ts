import type { CustomDomain, CustomDomainSettings } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { requireEntitlement } from '../../billing/index.js'
import { saveSettingValue } from '../../settings/index.js'
import { DOMAINS_SETTINGS_KEY, readDomains } from '../domain-settings.js'
import { readDomainSettings } from './get-domain-settings.js'

/** One line for the audit log: what was added, removed, or made primary. */
function changeSummary(before: CustomDomain[], after: CustomDomain[]): string {
  const names = (list: CustomDomain[]) => new Set(list.map((domain) => domain.hostname))
  const [was, now] = [names(before), names(after)]
  const added = [...now].filter((name) => !was.has(name))
  const removed = [...was].filter((name) => !now.has(name))
  const parts: string[] = []
  if (added.length) parts.push(`added ${added.join(', ')}`)
  if (removed.length) parts.push(`removed ${removed.join(', ')}`)
  const primary = after.find((domain) => domain.primary)?.hostname
  if (primary && primary !== before.find((domain) => domain.primary)?.hostname) {
    parts.push(`${primary} made primary`)
  }
  const text = parts.join('; ') || 'updated'
  return `Custom domains ${text}`
}

/**
 * Saves the whole list of custom domains (already validated: hostnames, unique, one primary).
 * Premium: 402 on a plan without custom domains. Admins.
 */
export async function updateDomainSettings(
  ctx: OperationContext,
  input: { domains: CustomDomain[] },
): Promise<CustomDomainSettings> {
  const actor = accessOf(ctx).requireRole('admin')
  await requireEntitlement(ctx, 'custom_domains')
  const domains = input.domains.map(({ hostname, primary }) => ({ hostname, primary }))
  await withTransaction(ctx, async (trx) => {
    const before = await readDomains(trx.db)
    await saveSettingValue(trx.db, {
      key: DOMAINS_SETTINGS_KEY,
      value: { domains },
      updatedAt: nowIso(),
      updatedBy: actor.userId,
    })
    if (JSON.stringify(before) !== JSON.stringify(domains)) {
      await recordSettingChange(trx.db, actor, {
        area: 'domains',
        action: 'updated',
        summary: changeSummary(before, domains),
        before,
        after: domains,
      })
    }
  })
  ctx.logger.info({ domains: domains.length, by: actor.userId }, 'custom domains updated')
  return readDomainSettings(ctx)
}
