import { graphqlMessages } from '@folio/schema'
import Fastify, { type FastifyReply } from 'fastify'
import {
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  NoSchemaIntrospectionCustomRule,
  parse,
  printSchema,
  validate,
  type ExecutionResult,
} from 'graphql'
import mercurius from 'mercurius'

import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import type { SchemaSnapshot } from '../generations/index.js'
import { graphqlSchemaOf } from './build-graphql-schema.js'
import { createGraphqlContext } from './graphql-context.js'
import { formatGraphqlError } from './graphql-errors.js'
import { costLimitRule, depthLimitRule } from './graphql-limits.js'

/** Until the first request brings the content model, mercurius needs some schema. */
const placeholder = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { _empty: { type: GraphQLString } } }),
})

export type GraphqlEngine = Awaited<ReturnType<typeof createGraphqlEngine>>

/**
 * Mercurius (graphql-jit, a parsed-query cache, depth and cost limits) on a Fastify instance
 * of its own that serves no routes: graphql.routes.ts answers the requests and loads this
 * module with the first one, so a server that is never asked a GraphQL query does not hold
 * graphql, mercurius and the generated schema in memory.
 */
export async function createGraphqlEngine() {
  const engine = Fastify({ logger: false })
  await engine.register(mercurius, {
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
  await engine.ready()

  return {
    /** The schema of this model; swapped in when the model changed. */
    schemaOf(snapshot: SchemaSnapshot) {
      const schema = graphqlSchemaOf(snapshot)
      if (engine.graphql.schema !== schema) engine.graphql.replaceSchema(schema)
      return schema
    },

    /** Throws unless the query leaves introspection out (a syntax error is answered later). */
    refuseIntrospection(schema: GraphQLSchema, text: string) {
      let document
      try {
        document = parse(text)
      } catch {
        return
      }
      if (validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0) {
        throw new AppError('unauthorized', graphqlMessages.introspectionClosed)
      }
    },

    /** What mercurius' `reply.graphql` does, for a reply of the server's own instance. */
    execute(
      reply: FastifyReply,
      ctx: OperationContext,
      query: string,
      variables: Record<string, unknown> | undefined,
      operationName: string | undefined,
    ): Promise<ExecutionResult> {
      const context = Object.assign(createGraphqlContext(ctx), { reply, app: engine })
      return engine.graphql(query, context, variables, operationName)
    },

    printSchema,

    close: () => engine.close(),
  }
}
