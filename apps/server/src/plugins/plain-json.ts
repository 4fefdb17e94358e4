import type { FastifySchema, FastifySerializerCompiler } from 'fastify'

/**
 * For routes whose answers the server builds itself, in the shape their response schema
 * describes (the schema stays for the OpenAPI document): plain JSON, without checking the
 * answer against the schema again on every request. The delivery reads are the hottest
 * routes, and that check cost them about a tenth of their time.
 */
export const plainJson: FastifySerializerCompiler<FastifySchema> = () => (data) =>
  JSON.stringify(data)
