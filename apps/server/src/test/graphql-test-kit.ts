import { GraphQLClient } from 'graphql-request'
import type { Kysely } from 'kysely'

import type { Database } from '../db/tables.js'
import type { ContentApi } from './content-fixtures.js'
import { camelName, pascalName } from '../modules/graphql/graphql-names.js'

/** A GraphQL client on the test server, as an app would make one, with an API key. */
export function graphqlClient(api: ContentApi, secret: string | null): GraphQLClient {
  return new GraphQLClient(`${api.server.url}/api/v1/graphql`, {
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
  })
}

/** The GraphQL names of a content type made by the fixtures (slugs carry a random suffix). */
export function namesOf(type: { slug: string }) {
  const query = camelName(type.slug)
  const typeName = pascalName(type.slug)
  return { query, list: `${query}List`, type: typeName }
}

/**
 * Counts the SQL statements the server runs while `work` runs that match `only` (all when not
 * given), on every connection of every Kysely instance (transactions and read workers
 * included): all go through one executor class.
 */
export async function countQueries(
  handles: readonly (Kysely<Database> | undefined)[],
  work: () => Promise<unknown>,
  only: (sql: string) => boolean = () => true,
): Promise<number> {
  const executor = handles.find(Boolean)!.getExecutor()
  let owner: object | null = executor
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'executeQuery')) {
    owner = Object.getPrototypeOf(owner) as object | null
  }
  const target = owner as { executeQuery: (...args: unknown[]) => Promise<unknown> }
  const original = target.executeQuery
  let count = 0
  target.executeQuery = function (this: unknown, ...args: unknown[]) {
    if (only((args[0] as { sql: string }).sql)) count++
    return original.apply(this, args)
  }
  try {
    await work()
  } finally {
    target.executeQuery = original
  }
  return count
}
