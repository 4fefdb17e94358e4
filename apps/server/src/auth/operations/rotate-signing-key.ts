import { nowIso } from '../../lib/clock.js'
import { withTransaction } from '../../lib/transaction.js'
import type { AuthContext } from '../auth-context.js'
import { retireSigningKeys } from '../repositories/signing-keys.repository.js'
import { createSigningKey } from '../tokens/signing-keys.js'

/**
 * Rotates the access-token signing key: a new ES256 key signs from now on; the previous one
 * is retired but stays in the JWKS, and keeps verifying, until the last token it signed has
 * expired (one token lifetime). Every instance signs with the new key from its next token on
 * (the key store checks which key is current before signing). Returns the new key's `kid`.
 */
export async function rotateSigningKey(ctx: AuthContext): Promise<string> {
  const kid = await withTransaction(ctx, async (trx) => {
    const created = await createSigningKey(trx.db, trx.auth.config.secret)
    await retireSigningKeys(trx.db, created, nowIso())
    return created
  })
  await ctx.auth.keys.reload()
  ctx.logger.info({ kid }, 'signing key rotated')
  return kid
}
