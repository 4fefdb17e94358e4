import { createRequire } from 'node:module'

import type { Ajv, AnySchema, ErrorObject, ValidateFunction } from 'ajv'
import type { Ajv2019 } from 'ajv/dist/2019.js'
import type { Ajv2020 } from 'ajv/dist/2020.js'

const require = createRequire(import.meta.url)

/**
 * JSON Schemas of JSON fields: checked when a field is defined (it must compile) and used to
 * check values when items are saved. One validator instance per draft, created on first use;
 * compiled schemas are cached by their JSON text, because every save of an item would
 * otherwise compile its type's schemas again.
 */

/** One way a value fails its schema: where (path segments into the value) and why. */
export interface JsonSchemaIssue {
  /** `['items', 2, 'url']`: numbers are list positions, so `formatFieldPath` renders `[2]`. */
  path: (string | number)[]
  message: string
}

/** A compiled schema: the issues of a value, none when it is valid. */
export type JsonSchemaValidator = (value: unknown) => JsonSchemaIssue[]

/** Thrown by `compileJsonSchema` for a schema that does not compile; `message` says why. */
export class InvalidJsonSchemaError extends Error {
  override name = 'InvalidJsonSchemaError'
}

type Draft = '2020-12' | '2019-09' | 'draft-07'

type AjvInstance = Ajv | Ajv2019 | Ajv2020

const instances = new Map<Draft, AjvInstance>()

/**
 * Folio's ajv and its drafts (a copy of their own, some 80 files) load with the first JSON
 * field to check, not at start: most installations have none. A synchronous require keeps
 * compiling synchronous for its callers.
 */
function createAjv(draft: Draft): AjvInstance {
  const options = { allErrors: true, strict: false, logger: false } as const
  if (draft === '2020-12') {
    const { Ajv2020: Draft2020 } = require('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 }
    return new Draft2020(options)
  }
  if (draft === '2019-09') {
    const { Ajv2019: Draft2019 } = require('ajv/dist/2019.js') as { Ajv2019: typeof Ajv2019 }
    return new Draft2019(options)
  }
  const { Ajv: Draft07 } = require('ajv') as { Ajv: typeof Ajv }
  return new Draft07(options)
}

function instanceFor(draft: Draft): AjvInstance {
  let ajv = instances.get(draft)
  if (!ajv) {
    ajv = createAjv(draft)
    // ajv-formats is CommonJS: its module object is the plugin, also under `default`.
    const formats = require('ajv-formats') as { default?: unknown }
    const addFormats = (formats.default ?? formats) as (ajv: AjvInstance) => unknown
    addFormats(ajv)
    instances.set(draft, ajv)
  }
  return ajv
}

/** The draft a schema declares in `$schema`; none means the newest (2020-12). */
function draftOf(schema: Record<string, unknown>): Draft {
  const declared = typeof schema.$schema === 'string' ? schema.$schema : ''
  if (/draft-0[67]/.test(declared)) return 'draft-07'
  if (declared.includes('2019-09')) return '2019-09'
  return '2020-12'
}

/** Most recently used last; past the limit the oldest goes. */
const CACHE_MAX = 500
const cache = new Map<string, JsonSchemaValidator | InvalidJsonSchemaError>()

/**
 * The validator of a JSON Schema (draft 2020-12, 2019-09 or 07, chosen by `$schema`), with
 * the formats of ajv-formats. Throws `InvalidJsonSchemaError` when it does not compile
 * (an unknown keyword value, a `$ref` to nothing, a `$schema` Folio does not know).
 */
export function compileJsonSchema(schema: Record<string, unknown>): JsonSchemaValidator {
  const key = JSON.stringify(schema)
  let entry = cache.get(key)
  if (entry === undefined) {
    entry = compile(schema)
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!)
  } else {
    cache.delete(key)
  }
  cache.set(key, entry)
  if (entry instanceof InvalidJsonSchemaError) throw entry
  return entry
}

/** Why a schema does not compile, or undefined when it does. */
export function jsonSchemaProblem(schema: Record<string, unknown>): string | undefined {
  try {
    compileJsonSchema(schema)
    return undefined
  } catch (error) {
    if (error instanceof InvalidJsonSchemaError) return error.message
    throw error
  }
}

function compile(schema: Record<string, unknown>): JsonSchemaValidator | InvalidJsonSchemaError {
  const ajv = instanceFor(draftOf(schema))
  // Its own copy: ajv keeps compiled schemas by object, and the caller's object may change.
  const own = JSON.parse(JSON.stringify(schema)) as AnySchema
  let validate: ValidateFunction
  try {
    validate = ajv.compile(own)
  } catch (error) {
    return new InvalidJsonSchemaError(error instanceof Error ? error.message : String(error))
  } finally {
    forget(ajv, own)
  }
  // An async schema's validator answers a promise: values could never fail it.
  if ((validate as { $async?: boolean }).$async)
    return new InvalidJsonSchemaError('$async schemas are not supported')
  return (value) => {
    let valid: boolean
    try {
      valid = validate(value)
    } catch {
      // A recursive schema over a value nested thousands deep runs out of stack.
      return [{ path: [], message: 'is nested too deeply to check against its schema' }]
    }
    if (valid) return []
    return (validate.errors ?? []).map((error) => toIssue(error, value))
  }
}

/**
 * Drops the schema from ajv's own cache and `$id` registry: the compiled function stands
 * alone, the cache would grow with every schema, and another schema (two fields, or the next
 * version of this one) may use the same `$id`. Removal reads `$id` as text and throws on any
 * other value, which compile has refused already.
 */
function forget(ajv: AjvInstance, schema: AnySchema) {
  try {
    ajv.removeSchema(schema)
  } catch {
    // Nothing was kept under a `$id` that is not text.
  }
}

function toIssue(error: ErrorObject, value: unknown): JsonSchemaIssue {
  return { path: pathOf(error.instancePath, value), message: error.message ?? 'is not valid' }
}

/**
 * A JSON Pointer (`/items/2/url`) as path segments, list positions as numbers: the pointer
 * alone cannot tell `2` the position from `"2"` the key, the value can.
 */
function pathOf(pointer: string, value: unknown): (string | number)[] {
  if (pointer === '') return []
  const path: (string | number)[] = []
  let at: unknown = value
  for (const raw of pointer.slice(1).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (Array.isArray(at) && /^\d+$/.test(part)) {
      const index = Number(part)
      path.push(index)
      at = at[index]
    } else {
      path.push(part)
      at =
        at !== null && typeof at === 'object' && Object.hasOwn(at, part)
          ? (at as Record<string, unknown>)[part]
          : undefined
    }
  }
  return path
}
