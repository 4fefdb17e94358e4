import type { PermissionSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { readPermissionSettings } from '../permission-settings.js'

/** The Settings → Permissions tab. Admins. */
export async function getPermissionSettings(ctx: OperationContext): Promise<PermissionSettings> {
  requireActorRole(ctx, 'admin')
  return readPermissionSettings(ctx.db)
}
