import type { ApiKeyWithSecret } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { newSecret } from '../api-key-secret.js'
import { apiKeyNotFound, toApiKey } from '../api-key-view.js'
import { replaceApiKeySecret } from '../api-keys.repository.js'

/**
 * Gives a key a new secret, shown once; the old secret stops working with the next request,
 * on every instance (keys are looked up by hash on each request). Admins.
 */
export async function regenerateApiKey(
  ctx: OperationContext,
  id: string,
): Promise<ApiKeyWithSecret> {
  const actor = accessOf(ctx).requireRole('admin')
  const { secret, secretHash, prefix } = newSecret()
  const row = await withTransaction(ctx, async (trx) => {
    const replaced = await replaceApiKeySecret(trx.db, id, { prefix, secretHash })
    if (!replaced) throw apiKeyNotFound()
    await recordSettingChange(trx.db, actor, {
      area: 'api-keys',
      action: 'updated',
      target: replaced.name,
      summary: `API key “${replaced.name}” regenerated`,
      after: { prefix: replaced.prefix },
    })
    return replaced
  })
  ctx.logger.info({ apiKeyId: id, by: actor.userId }, 'API key regenerated')
  return { ...toApiKey(row), secret }
}
