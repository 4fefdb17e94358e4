import { API_KEY_PREFIX, apiKeyMessages, type ApiKeyScope } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import type { Actor, OperationContext } from '../../../lib/context.js'
import { scopes } from '../../generations/index.js'
import { cachedApiSettings } from '../../settings/index.js'
import { cachedApiKeyByHash } from '../api-key-cache.js'
import { hashSecret } from '../api-key-secret.js'
import { findApiKeyByHash, touchApiKey, type ApiKeyRow } from '../api-keys.repository.js'

/** "Last used" is a day-to-day hint, not an audit log: one write a minute per key is plenty. */
const LAST_USED_PRECISION_MS = 60_000

/**
 * The actor an API key request acts as: the key's creator with the key's powers (`read` as a
 * viewer who sees published content only, `read_write` as an editor). 401 for an unknown,
 * regenerated or revoked key; 403 while API access is turned off in Settings → API.
 */
export async function authenticateApiKey(ctx: OperationContext, secret: string): Promise<Actor> {
  const [row, settings] = await Promise.all([
    secret.startsWith(API_KEY_PREFIX) ? findKey(ctx, hashSecret(secret)) : undefined,
    cachedApiSettings(ctx.db),
  ])
  if (!row) throw new AppError('unauthorized', apiKeyMessages.invalid)
  if (!settings.enabled) throw new AppError('forbidden', apiKeyMessages.disabled)
  await recordUse(ctx, row)
  const scope = row.scope as ApiKeyScope
  const keyRef = `api-key:${row.id}`
  return {
    // Items a key writes are attributed to the admin who made it, when they still exist.
    userId: row.created_by ?? keyRef,
    email: '',
    role: scope === 'read' ? 'viewer' : 'editor',
    sessionId: keyRef,
    aal: 'aal1',
    apiKey: { id: row.id, scope },
  }
}

/** A delivery read knows the keys' generation from its snapshot, and looks the key up in memory. */
function findKey(ctx: OperationContext, secretHash: string): Promise<ApiKeyRow | undefined> {
  const generation = ctx.snapshot?.generation(scopes.keys)
  return generation === undefined
    ? findApiKeyByHash(ctx.db, secretHash)
    : cachedApiKeyByHash(ctx.db, secretHash, generation)
}

async function recordUse(ctx: OperationContext, row: ApiKeyRow) {
  const now = Date.now()
  const staleBefore = new Date(now - LAST_USED_PRECISION_MS).toISOString()
  // Compared here first, so a busy key costs a write once a minute, not once a request.
  if (row.last_used_at !== null && row.last_used_at >= staleBefore) return
  const at = new Date(now).toISOString()
  await touchApiKey(ctx.db, row.id, at, staleBefore)
  // The row may be this instance's copy in memory (a key's last use moves no generation).
  row.last_used_at = at
}
