import { createHash } from 'node:crypto'

/** Queries kept by hash; the least recently used goes first past this many. */
const KEPT_QUERIES = 1000

export type PersistedLookup =
  | { query: string }
  | { error: 'PERSISTED_QUERY_NOT_FOUND' | 'PERSISTED_QUERY_HASH_MISMATCH' | 'NO_QUERY' }

function hashOf(extensions: unknown): string | undefined {
  if (extensions === null || typeof extensions !== 'object') return undefined
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } })
    .persistedQuery
  return persisted?.version === 1 && typeof persisted.sha256Hash === 'string'
    ? persisted.sha256Hash.toLowerCase()
    : undefined
}

/**
 * Automatic persisted queries, as Apollo Client and urql send them: a client first sends only
 * the query's SHA-256 (short GET URLs a CDN can cache); the server answers
 * PERSISTED_QUERY_NOT_FOUND when it does not know it yet, and the client sends the query once
 * with its hash. Kept per instance: another instance asks for the query once too.
 */
export class PersistedQueries {
  readonly #queries = new Map<string, string>()

  resolve(query: string | undefined, extensions: unknown): PersistedLookup {
    const hash = hashOf(extensions)
    if (hash === undefined) return query ? { query } : { error: 'NO_QUERY' }
    if (query === undefined) {
      const known = this.#queries.get(hash)
      if (known === undefined) return { error: 'PERSISTED_QUERY_NOT_FOUND' }
      this.#queries.delete(hash)
      this.#queries.set(hash, known)
      return { query: known }
    }
    if (createHash('sha256').update(query).digest('hex') !== hash) {
      return { error: 'PERSISTED_QUERY_HASH_MISMATCH' }
    }
    this.#queries.set(hash, query)
    if (this.#queries.size > KEPT_QUERIES) this.#queries.delete(this.#queries.keys().next().value!)
    return { query }
  }
}
