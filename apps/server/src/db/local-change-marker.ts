import type { Kysely } from 'kysely'

import type { Database } from './tables.js'

/**
 * Database handles whose writes this process can see without a query: SQLite, where one
 * connection does every write and the file tells when another connection committed. The
 * marker changes whenever a read could see different data; equal markers, equal data.
 */
const markers = new WeakMap<Kysely<Database>, () => string>()

export function registerLocalChangeMarker(db: Kysely<Database>, marker: () => string): void {
  markers.set(db, marker)
}

/** The handle's marker, or undefined where only a query can tell (PostgreSQL). */
export function localChangeMarker(db: Kysely<Database>): string | undefined {
  return markers.get(db)?.()
}
