import type { PermissionSettings } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf, readPermissionSettings } from '../../access/index.js'
import { withoutDeletedTypes } from '../permission-types.js'

/** The Settings → Permissions tab; overrides of deleted content types are gone. Admins. */
export async function getPermissionSettings(ctx: OperationContext): Promise<PermissionSettings> {
  accessOf(ctx).requireRole('admin')
  return withoutDeletedTypes(ctx.db, await readPermissionSettings(ctx.db))
}
