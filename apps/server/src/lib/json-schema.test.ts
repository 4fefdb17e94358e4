import { describe, expect, it } from 'vitest'

import { compileJsonSchema, InvalidJsonSchemaError, jsonSchemaProblem } from './json-schema.js'

describe('compileJsonSchema', () => {
  const schema = {
    type: 'object',
    required: ['links'],
    properties: { links: { type: 'array', items: { type: 'string', format: 'uri' } } },
  }

  it('reports each failing place with list positions as numbers', () => {
    const validate = compileJsonSchema(schema)
    expect(validate({ links: ['https://folio.dev'] })).toEqual([])
    expect(validate({ links: ['https://folio.dev', 3, 'not a uri'] })).toEqual([
      { path: ['links', 1], message: 'must be string' },
      { path: ['links', 2], message: 'must match format "uri"' },
    ])
    expect(validate({})).toEqual([{ path: [], message: "must have required property 'links'" }])
  })

  it('tells a key that looks like a number from a list position', () => {
    const validate = compileJsonSchema({
      type: 'object',
      properties: { '2': { type: 'string' } },
    })
    expect(validate({ '2': 5 })).toEqual([{ path: ['2'], message: 'must be string' }])
  })

  it('reuses the compiled schema for the same schema text', () => {
    expect(compileJsonSchema({ ...schema })).toBe(compileJsonSchema(schema))
  })

  it('accepts drafts 2020-12, 2019-09 and 07, and the same $id in different schemas', () => {
    for (const $schema of [
      'https://json-schema.org/draft/2020-12/schema',
      'https://json-schema.org/draft/2019-09/schema',
      'http://json-schema.org/draft-07/schema#',
    ]) {
      expect(jsonSchemaProblem({ $schema, $id: 'https://example.com/x', type: 'string' })).toBe(
        undefined,
      )
      expect(jsonSchemaProblem({ $schema, $id: 'https://example.com/x', type: 'number' })).toBe(
        undefined,
      )
    }
    const tuple = compileJsonSchema({ prefixItems: [{ type: 'string' }], items: false })
    expect(tuple(['a'])).toEqual([])
    expect(tuple(['a', 'b'])).toHaveLength(1)
  })

  it('answers an issue, not an error, for a value nested past the stack', () => {
    const tree = compileJsonSchema({ type: 'array', items: { $ref: '#' } })
    let deep: unknown = []
    for (let i = 0; i < 50_000; i++) deep = [deep]
    expect(tree([[], [[]]])).toEqual([])
    expect(tree(deep)).toEqual([
      { path: [], message: 'is nested too deeply to check against its schema' },
    ])
  })

  it('refuses schemas that do not compile, saying why', () => {
    expect(jsonSchemaProblem({ type: 'text' })).toMatch(/type/)
    expect(jsonSchemaProblem({ $ref: 'https://example.com/elsewhere.json' })).toMatch(
      /can't resolve reference/,
    )
    expect(jsonSchemaProblem({ type: 'string', pattern: '(' })).toMatch(/regular expression/)
    expect(jsonSchemaProblem({ $id: 5 })).toMatch(/id/)
    expect(jsonSchemaProblem({ $async: true, type: 'string' })).toMatch(/async/)
    expect(() => compileJsonSchema({ $schema: 'http://json-schema.org/draft-04/schema#' })).toThrow(
      InvalidJsonSchemaError,
    )
  })
})
