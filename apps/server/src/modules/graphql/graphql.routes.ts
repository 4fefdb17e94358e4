import { graphqlMessages } from '@folio/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  NoSchemaIntrospectionCustomRule,
  parse,
  printSchema,
  validate,
  type ExecutionResult,
  type GraphQLError,
} from 'graphql'
import mercurius from 'mercurius'
import { z } from 'zod'

import { AppError } from '../../lib/app-error.js'
import { readModelSnapshot } from '../generations/index.js'
import { graphqlSchemaOf } from './build-graphql-schema.js'
import { createGraphqlContext } from './graphql-context.js'
import { formatGraphqlError } from './graphql-errors.js'
import { costLimitRule, depthLimitRule } from './graphql-limits.js'
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

/** Until the first request brings the content model, mercurius needs some schema. */
const placeholder = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { _empty: { type: GraphQLString } } }),
})

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
 * and executed by mercurius (graphql-jit, a parsed-query cache, depth limit) behind Folio's
 * own route: the same authentication, API keys and per-key rate limit, CORS, ETags and
 * response cache as the REST delivery API. GET runs queries only; POST runs mutations too.
 */
export const graphqlRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(mercurius, {
    schema: placeholder,
    routes: false,
    graphiql: false,
    // Depth is limited by our own rule, which leaves introspection out (see graphql-limits.ts).
    validationRules: [depthLimitRule, costLimitRule],
    // Errors of a query that ran: Folio's codes in `extensions`, and a 200 as GraphQL over
    // HTTP answers a result with errors (the data that could be read comes along).
    errorFormatter: (execution, context) => ({
      statusCode: 200,
      response: {
        data: execution.data ?? null,
        errors: (execution.errors ?? []).map((error) =>
          formatGraphqlError(error, context.reply.request.log),
        ),
      },
    }),
  })

  /** The schema of the model this request read; swapped in when the model changed. */
  const schemaFor = async (request: FastifyRequest) => {
    const snapshot =
      request.ctx.snapshot?.schema ??
      (await readModelSnapshot(request.ctx.db, { apiKey: false })).schema!
    const schema = graphqlSchemaOf(snapshot)
    if (app.graphql.schema !== schema) app.graphql.replaceSchema(schema)
    return schema
  }

  const persisted = new PersistedQueries()

  /** Anonymous callers may not introspect unless the installation opens the schema. */
  const refuseClosedIntrospection = (
    request: FastifyRequest,
    schema: GraphQLSchema,
    text: string,
  ) => {
    if (request.ctx.actor || app.config.delivery.graphqlPublicIntrospection) return
    let document
    try {
      document = parse(text)
    } catch {
      return // a syntax error: mercurius answers it below
    }
    if (validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0) {
      throw new AppError('unauthorized', graphqlMessages.introspectionClosed)
    }
  }

  const answer = async (request: FastifyRequest, reply: FastifyReply, asked: GraphqlRequest) => {
    const found = persisted.resolve(asked.query, asked.extensions)
    if ('error' in found) {
      if (request.method === 'GET') request.deliveryCacheVector = undefined
      // Apollo's protocol: a 200 with the code, so the client sends the whole query.
      const status = found.error === 'PERSISTED_QUERY_NOT_FOUND' ? 200 : 400
      const message = graphqlMessages.persisted[found.error]
      return reply.code(status).send({ errors: [{ message, extensions: { code: found.error } }] })
    }
    const schema = await schemaFor(request)
    refuseClosedIntrospection(request, schema, found.query)
    const format = (error: GraphQLError) => formatGraphqlError(error, request.log)
    let result: ExecutionResult
    try {
      result = await reply.graphql(
        found.query,
        createGraphqlContext(request.ctx),
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
    const schema = await schemaFor(request)
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="schema.graphql"')
      .send(printSchema(schema))
  })
}
