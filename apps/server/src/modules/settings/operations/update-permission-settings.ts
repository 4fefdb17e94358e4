import type { PermissionSettings } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { PERMISSION_SETTINGS_KEY } from '../permission-settings.js'
import { writeSetting } from '../settings.repository.js'

/** Saves the Settings → Permissions tab; the next publish follows it. Admins. */
export async function updatePermissionSettings(
  ctx: OperationContext,
  input: PermissionSettings,
): Promise<PermissionSettings> {
  const actor = requireActorRole(ctx, 'admin')
  const settings: PermissionSettings = {
    requireReviewBeforePublish: input.requireReviewBeforePublish,
  }
  await writeSetting(ctx.db, {
    key: PERMISSION_SETTINGS_KEY,
    value: settings,
    updatedAt: nowIso(),
    updatedBy: actor.userId,
  })
  ctx.logger.info({ ...settings, by: actor.userId }, 'permission settings updated')
  return settings
}
