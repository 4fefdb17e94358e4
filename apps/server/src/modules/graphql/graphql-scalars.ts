import { GraphQLScalarType, Kind } from 'graphql'
import { GraphQLJSON } from 'graphql-scalars'

export { GraphQLJSON }

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/

function checked(value: unknown): string {
  if (typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
    return value
  }
  throw new TypeError(`Not an ISO 8601 date or date and time: ${String(value)}`)
}

/**
 * Dates as Folio stores and answers them: ISO 8601 strings, a date alone or a date and time
 * with its offset, passed through unchanged so what was written is what comes back.
 */
export const GraphQLDateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO 8601 date (2026-05-01) or date and time with offset (2026-05-01T09:30:00Z).',
  serialize: (value) => String(value),
  parseValue: checked,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('A DateTime is written as a string')
    return checked(ast.value)
  },
})
