import type { Site } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { primaryDomainInUse } from '../../domains/index.js'
import { readAppearanceSettings, readGeneralSettings } from '../site-settings.js'

/** The installation's public identity and look. Anyone, signed in or not. */
export async function getSite(ctx: OperationContext): Promise<Site> {
  const [general, appearance, primaryDomain] = await Promise.all([
    readGeneralSettings(ctx.db),
    readAppearanceSettings(ctx.db),
    primaryDomainInUse(ctx),
  ])
  return {
    name: general.siteName,
    description: general.siteDescription,
    logoUrl: general.logoUrl,
    faviconUrl: general.faviconUrl,
    previewUrl: general.previewUrl,
    defaultTheme: appearance.defaultTheme,
    primaryColor: appearance.primaryColor,
    primaryDomain,
  }
}
