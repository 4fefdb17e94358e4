import type { ComponentRegistry } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { loadComponentRegistry } from '../components/index.js'
import {
  readAllContentTypeDefinitions,
  type ContentTypeDefinition,
} from '../content-types/index.js'

/** Every content type and component as of one `schema` generation, kept in memory. */
export interface SchemaSnapshot {
  generation: number
  types: readonly ContentTypeDefinition[]
  /** A type by id or by slug; an id wins over a slug that equals it, as the API's lookup does. */
  type(idOrSlug: string): ContentTypeDefinition | undefined
  typeById(id: string): ContentTypeDefinition | undefined
  components: ComponentRegistry
}

/**
 * The last schema each database handle loaded, and a load in progress, so a burst of requests
 * after a change loads it once. Keyed by handle: servers in one process (tests) share nothing.
 */
const known = new WeakMap<Kysely<Database>, SchemaSnapshot>()
const loading = new WeakMap<
  Kysely<Database>,
  { generation: number; load: Promise<SchemaSnapshot> }
>()

/** The schema this instance last loaded, whatever its generation (undefined before the first). */
export function lastSchema(db: Kysely<Database>): SchemaSnapshot | undefined {
  return known.get(db)
}

/**
 * The schema as of `generation` (or later: a change committed while loading is read too, and
 * the next request, seeing the newer generation, loads again).
 */
export async function schemaAt(db: Kysely<Database>, generation: number): Promise<SchemaSnapshot> {
  const current = known.get(db)
  if (current?.generation === generation) return current
  const pending = loading.get(db)
  if (pending?.generation === generation) return pending.load
  const load = loadSchema(db, generation)
  loading.set(db, { generation, load })
  try {
    const snapshot = await load
    // An older load finishing late must not replace a newer one.
    if ((known.get(db)?.generation ?? -1) <= generation) known.set(db, snapshot)
    return snapshot
  } finally {
    if (loading.get(db)?.load === load) loading.delete(db)
  }
}

async function loadSchema(db: Kysely<Database>, generation: number): Promise<SchemaSnapshot> {
  const [types, components] = await Promise.all([
    readAllContentTypeDefinitions({ db }),
    loadComponentRegistry(db),
  ])
  const byId = new Map(types.map((type) => [type.id, type]))
  const byKey = new Map<string, ContentTypeDefinition>(types.map((type) => [type.slug, type]))
  for (const type of types) byKey.set(type.id, type)
  return {
    generation,
    types,
    type: (idOrSlug) => byKey.get(idOrSlug),
    typeById: (id) => byId.get(id),
    components,
  }
}
