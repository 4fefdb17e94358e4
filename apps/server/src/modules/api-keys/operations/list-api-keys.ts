import type { ApiKey } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { toApiKey } from '../api-key-view.js'
import { listApiKeys as listFromDb } from '../api-keys.repository.js'

/** Every key, newest first, without secrets. Admins. */
export async function listApiKeys(ctx: OperationContext): Promise<ApiKey[]> {
  accessOf(ctx).requireRole('admin')
  return (await listFromDb(ctx.db)).map(toApiKey)
}
