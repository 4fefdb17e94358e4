import type { ApiSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { readApiSettings } from '../api-settings.js'

/** The Settings → API tab: whether keys are accepted and which origins may call. Admins. */
export async function getApiSettings(ctx: OperationContext): Promise<ApiSettings> {
  requireActorRole(ctx, 'admin')
  return readApiSettings(ctx.db)
}
