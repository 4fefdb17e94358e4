import type { ApiSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { readApiSettings } from '../api-settings.js'

/** The Settings → API tab: whether keys are accepted and which origins may call. Admins. */
export async function getApiSettings(ctx: OperationContext): Promise<ApiSettings> {
  accessOf(ctx).requireRole('admin')
  return readApiSettings(ctx.db)
}
