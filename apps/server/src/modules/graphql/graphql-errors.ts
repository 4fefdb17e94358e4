import { graphqlMessages, statusOf } from '@folio/schema'
import type { FastifyBaseLogger } from 'fastify'
import type { GraphQLError, GraphQLFormattedError } from 'graphql'

import { AppError } from '../../lib/app-error.js'

/**
 * A GraphQL error as clients get it: Folio's error code and its HTTP status in `extensions`
 * (`stale_version`, `forbidden`, `validation_failed` with its details), so clients branch on
 * codes as REST clients do. Anything unexpected is logged whole and answered in general words:
 * no stack trace or SQL ever leaves the server.
 */
export function formatGraphqlError(
  error: GraphQLError,
  log: FastifyBaseLogger,
): GraphQLFormattedError {
  const where = {
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  }
  const original = error.originalError
  if (original instanceof AppError) {
    return {
      message: original.message,
      ...where,
      extensions: {
        code: original.code,
        status: statusOf(original.code),
        ...(original.details ? { details: original.details } : {}),
      },
    }
  }
  // Parse and validation errors (and bad variables) are the client's: their words are safe.
  if (!original) {
    return { message: error.message, ...where, extensions: { code: 'graphql_validation_failed' } }
  }
  // Resolvers throw AppError for everything a client can cause; a TypeError from a scalar's
  // parsing is the client's too (a malformed DateTime).
  if (original instanceof TypeError && !error.path) {
    return { message: original.message, ...where, extensions: { code: 'validation_failed' } }
  }
  log.error({ err: original, path: error.path }, 'GraphQL resolver failed')
  return { message: graphqlMessages.internal, ...where, extensions: { code: 'internal_error' } }
}
