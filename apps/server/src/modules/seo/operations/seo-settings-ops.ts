import type { SeoSettings, SeoSettingsInput } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { saveSettingValue } from '../../settings/index.js'
import { readSeoSettings, SEO_SETTINGS_KEY } from '../seo-settings.js'

/** The site-wide SEO record (defaults when never saved). Anyone signed in: editors preview titles. */
export async function getSeoSettings(ctx: OperationContext): Promise<SeoSettings> {
  requireActor(ctx)
  return readSeoSettings(ctx.db)
}

/** Saves the SEO record; the sitemap and robots.txt follow on their next request. Admins. */
export async function updateSeoSettings(
  ctx: OperationContext,
  input: SeoSettingsInput & SeoSettings,
): Promise<SeoSettings> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const before = await readSeoSettings(trx.db)
    // Empty patterns mean "not in the sitemap": kept out rather than stored.
    const settings: SeoSettings = {
      ...input,
      urlPatterns: Object.fromEntries(
        Object.entries(input.urlPatterns).filter(([, pattern]) => pattern !== ''),
      ),
    }
    await saveSettingValue(trx.db, {
      key: SEO_SETTINGS_KEY,
      value: settings,
      updatedAt: nowIso(),
      updatedBy: actor.userId,
    })
    if (JSON.stringify(before) !== JSON.stringify(settings)) {
      await recordSettingChange(trx.db, actor, {
        area: 'seo',
        action: 'updated',
        summary: 'SEO settings changed',
        before,
        after: settings,
      })
    }
    return settings
  })
}
