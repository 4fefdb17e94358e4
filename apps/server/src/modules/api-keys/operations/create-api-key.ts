import { randomUUID } from 'node:crypto'

import type { ApiKeyInput, ApiKeyWithSecret } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { requireEntitlement } from '../../billing/index.js'
import { newSecret } from '../api-key-secret.js'
import { toApiKey } from '../api-key-view.js'
import { insertApiKey } from '../api-keys.repository.js'

/**
 * Creates a named key; the answer is the only time its secret is shown. Admins; a read-write
 * key needs a plan that includes it (402 otherwise).
 */
export async function createApiKey(
  ctx: OperationContext,
  input: Required<ApiKeyInput>,
): Promise<ApiKeyWithSecret> {
  const actor = accessOf(ctx).requireRole('admin')
  // Read keys are free; keys that write are Premium (see key-write-entitlement.ts).
  if (input.scope === 'read_write') await requireEntitlement(ctx, 'read_write_api_keys')
  const { secret, secretHash, prefix } = newSecret()
  const row = await withTransaction(ctx, async (trx) => {
    const inserted = await insertApiKey(trx.db, {
      id: randomUUID(),
      name: input.name,
      scope: input.scope,
      prefix,
      secretHash,
      createdAt: nowIso(),
      createdBy: actor.userId,
    })
    await recordSettingChange(trx.db, actor, {
      area: 'api-keys',
      action: 'created',
      target: inserted.name,
      summary: `API key “${inserted.name}” created (${inserted.scope === 'read' ? 'read-only' : 'read-write'})`,
      after: { name: inserted.name, scope: inserted.scope, prefix: inserted.prefix },
    })
    return inserted
  })
  ctx.logger.info({ apiKeyId: row.id, scope: row.scope, by: actor.userId }, 'API key created')
  return { ...toApiKey(row), secret }
}
