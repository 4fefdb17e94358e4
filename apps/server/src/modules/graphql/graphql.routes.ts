import { graphqlMessages } from '@folio/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { GraphQLError } from 'graphql'
import { z } from 'zod'

import { AppError } from '../../lib/app-error.js'
import { readModelSnapshot } from '../generations/index.js'
import type { GraphqlEngine } from './create-graphql-engine.js'
import { formatGraphqlError } from './graphql-errors.js'
import { PersistedQueries } from './persisted-queries.js'

/** What a request asks, from a POST body or a GET query string. */
interface GraphqlRequest {
  query: string | undefined
  /** Automatic persisted queries: `{ persistedQuery: { version: 1, sha256Hash } }`. */
  extensions: unknown
  variables: Record<string, unknown> | undefined
  operationName: string | undefined
}

const query = z.string().min(1, { error: graphqlMessages.noQuery })
const postBody = z.object({
  query: query.optional(),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
  extensions: z.record(z.string(), z.unknown()).nullish(),
})
const getQuery = z.object({
  query: query.optional(),
  variables: z.string().optional(),
  operationName: z.string().optional(),
  extensions: z.string().optional(),
})

/** A route of the delivery API (API keys accepted) that reads the model as a whole. */
const config = { apiKey: true, modelRead: true }

/** A JSON object from the query string (`variables=`, `extensions=`). */
function parseObject(
  text: string | undefined,
  name: 'variables' | 'extensions',
): Record<string, unknown> | undefined {
  if (text === undefined || text === '') return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>
    }
  } catch {
    // Answered below, like a value that is not an object.
  }
  const message = graphqlMessages.notJsonObject(name)
  throw new AppError('validation_failed', message, [{ path: name, message }])
}

/**
 * GraphQL at /api/v1/graphql, generated from the content model (see build-graphql-schema.ts)
 * and executed by mercurius (see create-graphql-engine.ts) behind Folio's own route: the same
 * authentication, API keys and per-key rate limit, CORS, ETags and response cache as the REST
 * delivery API. GET runs queries only; POST runs mutations too.
 */
export const graphqlRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Loaded by the first GraphQL request; one that fails to load is tried again by the next. */
  let engine: Promise<GraphqlEngine> | null = null
  const loadEngine = () =>
    (engine ??= import('./create-graphql-engine.js')
      .then((module) => module.createGraphqlEngine())
      .catch((error: unknown) => {
        engine = null
        throw error
      }))
  app.addHook('onClose', async () => {
    if (engine) await (await engine).close()
  })

  /** The engine, with the schema of the model this request read. */
  const engineFor = async (request: FastifyRequest) => {
    const snapshot =
      request.ctx.snapshot?.schema ??
      (await readModelSnapshot(request.ctx.db, { apiKey: false })).schema!
    const loaded = await loadEngine()
    return { engine: loaded, schema: loaded.schemaOf(snapshot) }
  }

  const persisted = new PersistedQueries()

  const answer = async (request: FastifyRequest, reply: FastifyReply, asked: GraphqlRequest) => {
    const found = persisted.resolve(asked.query, asked.extensions)
    if ('error' in found) {
      if (request.method === 'GET') request.deliveryCacheVector = undefined
      // Apollo's protocol: a 200 with the code, so the client sends the whole query.
      const status = found.error === 'PERSISTED_QUERY_NOT_FOUND' ? 200 : 400
      const message = graphqlMessages.persisted[found.error]
      return reply.code(status).send({ errors: [{ message, extensions: { code: found.error } }] })
    }
    const { engine, schema } = await engineFor(request)
    // Anonymous callers may not introspect unless the installation opens the schema.
    if (!request.ctx.actor && !app.config.delivery.graphqlPublicIntrospection) {
      engine.refuseIntrospection(schema, found.query)
    }
    const format = (error: GraphQLError) => formatGraphqlError(error, request.log)
    let result
    try {
      result = await engine.execute(
        reply,
        request.ctx,
        found.query,
        asked.variables,
        asked.operationName,
      )
    } catch (error) {
      // Refused before running: a syntax or validation error, too deep or too costly, a
      // mutation sent with GET. The GraphQL-over-HTTP answer for those is a 400 (405 for GET).
      const refused = error as { statusCode?: number; errors?: GraphQLError[] }
      if (!refused.errors) throw error
      if (request.method === 'GET') request.deliveryCacheVector = undefined
      return reply.code(refused.statusCode ?? 400).send({ errors: refused.errors.map(format) })
    }
    // Formatted already (errorFormatter above). An answer with errors may hold a passing
    // failure: it is never kept for others.
    const { errors } = result
    if (errors && request.method === 'GET') request.deliveryCacheVector = undefined
    return reply.send({ data: result.data ?? null, ...(errors ? { errors } : {}) })
  }

  app.post('/graphql', { config, schema: { body: postBody, hide: true } }, (request, reply) => {
    const body = request.body
    return answer(request, reply, {
      query: body.query,
      extensions: body.extensions,
      variables: body.variables ?? undefined,
      operationName: body.operationName ?? undefined,
    })
  })

  app.get(
    '/graphql',
    { config, schema: { querystring: getQuery, hide: true } },
    (request, reply) => {
      const { query } = request
      return answer(request, reply, {
        query: query.query,
        extensions: parseObject(query.extensions, 'extensions'),
        variables: parseObject(query.variables, 'variables'),
        operationName: query.operationName,
      })
    },
  )

  app.get('/graphql/schema.graphql', { config, schema: { hide: true } }, async (request, reply) => {
    if (!request.ctx.actor && !app.config.delivery.graphqlPublicIntrospection) {
      throw new AppError('unauthorized', graphqlMessages.introspectionClosed)
    }
    const { engine, schema } = await engineFor(request)
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="schema.graphql"')
      .send(engine.printSchema(schema))
  })
}
