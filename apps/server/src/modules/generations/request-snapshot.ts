import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { deliveryScopes } from './delivery-scopes.js'
import { readGenerations } from './generations.repository.js'
import { lastSchema, schemaAt, type SchemaSnapshot } from './schema-snapshot.js'
import { scopes, typeScope } from './scopes.js'

/**
 * What a delivery request knows of the database as it starts: the generations of the scopes
 * it depends on, read in one query, and the schema as of that `schema` generation. Lookups
 * made with it (the type, the API key) come from memory, and are as current as the query.
 */
export interface DeliverySnapshot {
  /** The generation of each scope read; undefined for a scope this request did not read. */
  generation(scope: string): number | undefined
  /**
   * The generation of a type's items and their translations, when this request read it (also
   * for a read of one item, whose answer does not depend on it): what is remembered of the type
   * in memory holds while it does.
   */
  typeGeneration(contentTypeId: string): number | undefined
  /** The generation of the names items show as their authors, when this request read it. */
  authorsGeneration(): number | undefined
  /** Content types and components (delivery reads of a type only). */
  schema?: SchemaSnapshot
  /**
   * The scopes a read of the type depends on and their generations, as one string: equal
   * strings, equal data (delivery reads of a type only).
   */
  vector?: string
}

declare module '../../lib/context.js' {
  interface OperationContext {
    /**
     * Delivery reads: the cache generations read as the request started, with the schema as of
     * then. Lookups it covers (types, API keys) are served from memory instead of the database.
     */
    snapshot?: DeliverySnapshot
  }
}

export interface SnapshotRequest {
  /** The request comes with an API key, which is looked up in memory. */
  apiKey: boolean
  /** A delivery read of a type: the type in the path, and whether it expands references. */
  typeRead?: {
    type: string
    expanding: boolean
    /** A read of one item: its id or slug as asked. */
    item?: string
  }
}

/**
 * Reads the snapshot a request needs: one query in the common case. The scopes of a type read
 * come from the schema this instance has; when the query shows the schema changed since, the
 * schema is loaded again and any scope it adds is read too.
 */
export async function readDeliverySnapshot(
  db: Kysely<Database>,
  request: SnapshotRequest,
): Promise<DeliverySnapshot> {
  const wanted = new Set<string>(request.apiKey ? [scopes.keys] : [])
  const { typeRead } = request
  if (!typeRead) {
    return readingOf(await readGenerations(db, [...wanted]))
  }
  // The type's own scope is read even for one item, for what memory keeps of the type; the
  // answer's vector leaves it out.
  const rootScope = (schema: SchemaSnapshot | undefined) => {
    const root = schema?.type(typeRead.type)
    return root ? [typeScope(root.id)] : []
  }
  const guess = lastSchema(db)
  const guessed = guess
    ? deliveryScopes(guess, typeRead.type, typeRead.expanding, typeRead.item)
    : [scopes.schema]
  for (const scope of [...guessed, ...rootScope(guess)]) wanted.add(scope)
  const generations = await readGenerations(db, [...wanted])
  const schema = await schemaAt(db, generations.get(scopes.schema)!)
  const needed =
    schema === guess
      ? guessed
      : deliveryScopes(schema, typeRead.type, typeRead.expanding, typeRead.item)
  const missing = [...needed, ...rootScope(schema)].filter((scope) => !generations.has(scope))
  if (missing.length > 0) {
    for (const [scope, generation] of await readGenerations(db, missing)) {
      generations.set(scope, generation)
    }
  }
  return {
    ...readingOf(generations),
    schema,
    vector: needed.map((scope) => `${scope}=${generations.get(scope)}`).join(' '),
  }
}

/** The generations a snapshot read, by scope. */
function readingOf(
  generations: ReadonlyMap<string, number>,
): Pick<DeliverySnapshot, 'generation' | 'typeGeneration' | 'authorsGeneration'> {
  return {
    generation: (scope) => generations.get(scope),
    typeGeneration: (contentTypeId) => generations.get(typeScope(contentTypeId)),
    authorsGeneration: () => generations.get(scopes.authors),
  }
}

/** What a read of the whole content model depends on besides its types' items. */
const MODEL_SCOPES = [scopes.schema, scopes.settings, scopes.locales, scopes.authors, scopes.media]

/**
 * The snapshot of a read that may touch any type (GraphQL): the schema, and a vector over the
 * global scopes and every type's items. Usually one query: the type scopes come from the
 * schema this instance has, and only a schema change since costs a second.
 */
export async function readModelSnapshot(
  db: Kysely<Database>,
  request: Pick<SnapshotRequest, 'apiKey'>,
): Promise<DeliverySnapshot> {
  const typeScopes = (schema: SchemaSnapshot | undefined) =>
    (schema?.types ?? []).map((type) => typeScope(type.id))
  const guess = lastSchema(db)
  const keys = request.apiKey ? [scopes.keys] : []
  const generations = await readGenerations(db, [...MODEL_SCOPES, ...keys, ...typeScopes(guess)])
  const schema = await schemaAt(db, generations.get(scopes.schema)!)
  const missing = typeScopes(schema).filter((scope) => !generations.has(scope))
  if (missing.length > 0) {
    for (const [scope, generation] of await readGenerations(db, missing)) {
      generations.set(scope, generation)
    }
  }
  const needed = [...MODEL_SCOPES, ...typeScopes(schema)].sort()
  return {
    ...readingOf(generations),
    schema,
    vector: needed.map((scope) => `${scope}=${generations.get(scope)}`).join(' '),
  }
}
