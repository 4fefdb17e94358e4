import { randomUUID } from 'node:crypto'

import type { ApiKeyInput, ApiKeyWithSecret } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { newSecret } from '../api-key-secret.js'
import { toApiKey } from '../api-key-view.js'
import { insertApiKey } from '../api-keys.repository.js'

/** Creates a named key; the answer is the only time its secret is shown. Admins. */
export async function createApiKey(
  ctx: OperationContext,
  input: Required<ApiKeyInput>,
): Promise<ApiKeyWithSecret> {
  const actor = requireActorRole(ctx, 'admin')
  const { secret, secretHash, prefix } = newSecret()
  const row = await insertApiKey(ctx.db, {
    id: randomUUID(),
    name: input.name,
    scope: input.scope,
    prefix,
    secretHash,
    createdAt: nowIso(),
    createdBy: actor.userId,
  })
  ctx.logger.info({ apiKeyId: row.id, scope: row.scope, by: actor.userId }, 'API key created')
  return { ...toApiKey(row), secret }
}
