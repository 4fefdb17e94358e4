import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { findApiKeyByHash, type ApiKeyRow } from './api-keys.repository.js'

/** Keys kept per instance; an installation has a handful, and unknown secrets are never kept. */
const MAX_KEYS = 1000

/**
 * The keys this instance looked up, by secret hash, as of one `keys` generation. Creating,
 * revoking or regenerating a key (on any instance) moves the generation, and the next request
 * finds the map empty: a revoked key is refused at once everywhere. Keyed by database handle,
 * so servers in one process (tests) share nothing.
 */
const cache = new WeakMap<Kysely<Database>, { generation: number; keys: Map<string, ApiKeyRow> }>()

/** The key whose secret hashes to `secretHash`, from memory while `generation` holds. */
export async function cachedApiKeyByHash(
  db: Kysely<Database>,
  secretHash: string,
  generation: number,
): Promise<ApiKeyRow | undefined> {
  let entry = cache.get(db)
  if (!entry || entry.generation !== generation) {
    entry = { generation, keys: new Map() }
    cache.set(db, entry)
  }
  const known = entry.keys.get(secretHash)
  if (known) return known
  const row = await findApiKeyByHash(db, secretHash)
  // Read after the generation: at least as new as it, so safe to keep under it.
  if (row && cache.get(db) === entry) {
    if (entry.keys.size >= MAX_KEYS) entry.keys.clear()
    entry.keys.set(secretHash, row)
  }
  return row
}
