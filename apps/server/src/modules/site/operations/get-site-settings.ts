import type { AppearanceSettings, GeneralSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { readAppearanceSettings, readGeneralSettings } from '../site-settings.js'

/** Settings → General as saved. Admins. */
export async function getGeneralSettings(ctx: OperationContext): Promise<GeneralSettings> {
  requireActorRole(ctx, 'admin')
  return readGeneralSettings(ctx.db)
}

/** Settings → Appearance as saved. Admins. */
export async function getAppearanceSettings(ctx: OperationContext): Promise<AppearanceSettings> {
  requireActorRole(ctx, 'admin')
  return readAppearanceSettings(ctx.db)
}
