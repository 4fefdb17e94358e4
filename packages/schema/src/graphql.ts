/**
 * Limits and messages of the GraphQL API (`/api/v1/graphql`). A query deeper or costlier than
 * these is refused before it runs, with the limit in the message.
 */

/** Levels of nested selections a query may have; introspection (`__schema`, `__type`) is not counted. */
export const GRAPHQL_DEPTH_MAX = 10

/**
 * The estimated work a query may ask for: every field selected costs 1 for each time it will
 * be resolved, so a field under a list of 100 items costs 100. Lists count their `pageSize`
 * (25 when not given) and relations GRAPHQL_RELATION_ESTIMATE entries.
 */
export const GRAPHQL_COST_MAX = 20_000
export const GRAPHQL_RELATION_ESTIMATE = 10
export const GRAPHQL_DEFAULT_PAGE_SIZE = 25

export const graphqlMessages = {
  tooDeep: (depth: number) =>
    `This query nests ${depth} levels deep, at most ${GRAPHQL_DEPTH_MAX}: ask for linked items in a second query`,
  tooCostly: (cost: number) =>
    `This query asks for too much at once (estimated cost ${cost}, at most ${GRAPHQL_COST_MAX}): ask for fewer fields or smaller pages`,
  noQuery: 'Send a GraphQL query in "query"',
  idOrSlugRequired: 'Give an id or a slug',
  invalidInput: 'The input does not fit this content type',
  notJsonObject: (name: string) => `${name} must be a JSON object`,
  persisted: {
    NO_QUERY: 'Send a GraphQL query in "query"',
    PERSISTED_QUERY_NOT_FOUND: 'PersistedQueryNotFound',
    PERSISTED_QUERY_HASH_MISMATCH: 'The query does not match its sha256Hash',
  },
  introspectionClosed: 'Sign in or use an API key to read the schema',
  internal: 'Something went wrong on our side while answering this query',
} as const
