import { GRAPHQL_DEPTH_MAX, graphqlMessages } from '@folio/schema'
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
import { costLimitRule } from './graphql-limits.js'

/** What a request asks, from a POST body or a GET query string. */
interface GraphqlRequest {
  query: string
  variables: Record<string, unknown> | undefined
  operationName: string | undefined
}

const postBody = z.object({
  query: z.string({ error: graphqlMessages.noQuery }).min(1, { error: graphqlMessages.noQuery }),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
})
const getQuery = z.object({
  query: z.string({ error: graphqlMessages.noQuery }).min(1, { error: graphqlMessages.noQuery }),
  variables: z.string().optional(),
  operationName: z.string().optional(),
})

/** A route of the delivery API (API keys accepted) that reads the model as a whole. */
const config = { apiKey: true, modelRead: true }

/** Until the first request brings the content model, mercurius needs some schema. */
const placeholder = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { _empty: { type: GraphQLString } } }),
})

function parseVariables(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined || text === '') return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>
    }
  } catch {
    // Answered below, like a value that is not an object.
  }
  throw new AppError('validation_failed', graphqlMessages.variablesNotJson, [
    { path: 'variables', message: graphqlMessages.variablesNotJson },
  ])
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
    queryDepth: GRAPHQL_DEPTH_MAX,
    validationRules: [costLimitRule],
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

  const answer = async (request: FastifyRequest, reply: FastifyReply, asked: GraphqlRequest) => {
    const schema = await schemaFor(request)
    if (!request.ctx.actor && !app.config.delivery.graphqlPublicIntrospection) {
      const closed = validate(schema, parse(asked.query), [NoSchemaIntrospectionCustomRule])
      if (closed.length > 0) throw new AppError('unauthorized', graphqlMessages.introspectionClosed)
    }
    const format = (error: GraphQLError) => formatGraphqlError(error, request.log)
    let result: ExecutionResult
    try {
      result = await reply.graphql(
        asked.query,
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
        variables: parseVariables(query.variables),
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
