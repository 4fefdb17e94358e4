import { queryOptions } from '@tanstack/react-query'

import { apiResponse, apiStream } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'

export const GRAPHQL_PATH = '/api/v1/graphql'
export const GRAPHQL_SCHEMA_PATH = '/api/v1/graphql/schema.graphql'

/** One GraphQL request, as GraphiQL hands it over. */
export interface GraphqlParams {
  query: string
  operationName?: string | null
  variables?: unknown
}

/** What the explorer runs queries with, as GraphiQL calls it (headers from its editor). */
export type GraphqlFetcher = (
  params: GraphqlParams,
  options?: { headers?: Record<string, unknown> },
) => Promise<unknown>

export interface GraphqlSendOptions {
  /** An API key secret to send instead of the signed-in user's token. */
  apiKey?: string | undefined
  /** Headers typed into GraphiQL's headers editor: they win over ours. */
  headers?: Record<string, unknown> | undefined
}

function headerStrings(headers: Record<string, unknown> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined || value === null
        ? []
        : [[name, typeof value === 'string' ? value : JSON.stringify(value)]],
    ),
  )
}

/**
 * `POST /api/v1/graphql`, answering the server's JSON whatever its status: `{ data, errors }`,
 * a refused query's `{ errors }` (400) and a refused credential's `{ error }` (401, 403) are all
 * results to show in the explorer. Only a failure to get JSON back throws.
 */
export async function runGraphql(
  params: GraphqlParams,
  { apiKey, headers }: GraphqlSendOptions = {},
): Promise<unknown> {
  const body: Record<string, unknown> = { query: params.query }
  if (params.variables !== undefined && params.variables !== null) {
    body.variables = params.variables
  }
  if (params.operationName) body.operationName = params.operationName
  const answer = await apiResponse(GRAPHQL_PATH, {
    method: 'POST',
    body,
    bearer: apiKey,
    headers: headerStrings(headers),
  })
  return answer.body
}

/**
 * `GET /api/v1/graphql/schema.graphql`: the schema as SDL text, read with the session's token
 * (a plain link would carry none). The explorer builds its schema from it: GraphiQL's own
 * introspection query nests deeper than the API's depth limit allows.
 */
export async function getGraphqlSdl(signal?: AbortSignal): Promise<string> {
  const response = await apiStream(GRAPHQL_SCHEMA_PATH, {
    method: 'GET',
    accept: 'text/plain',
    signal,
  })
  return response.text()
}

/** The schema changes with the content model; every mount of the tab reads it again. */
export const graphqlSdlQuery = () =>
  queryOptions({
    queryKey: ['graphql-sdl'] as const,
    queryFn: ({ signal }) => getGraphqlSdl(signal),
  })

/** Saves the SDL as `schema.graphql`, the name code generators look for. */
export function saveGraphqlSdl(sdl: string): void {
  saveFile(new Blob([sdl], { type: 'text/plain' }), 'schema.graphql')
}
