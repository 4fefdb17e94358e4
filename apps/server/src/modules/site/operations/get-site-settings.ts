import type { AppearanceSettings, GeneralSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { readAppearanceSettings, readGeneralSettings } from '../site-settings.js'

/** Settings → General as saved. Admins. */
export async function getGeneralSettings(ctx: OperationContext): Promise<GeneralSettings> {
  accessOf(ctx).requireRole('admin')
  return readGeneralSettings(ctx.db)
}

/** Settings → Appearance as saved. Admins. */
export async function getAppearanceSettings(ctx: OperationContext): Promise<AppearanceSettings> {
  accessOf(ctx).requireRole('admin')
  return readAppearanceSettings(ctx.db)
}
