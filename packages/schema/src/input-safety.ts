import { CONTENT_SLUG_MAX } from './content-items.js'

/**
 * Rules every piece of request input obeys before any schema or rule sees it, shared by the
 * server (authoritative) and the web app.
 *
 * Keys: input names keys freely (`filter[constructor]`, a field called `toString`), so a lookup
 * by such a key must never find what every object inherits from Object.prototype.
 *
 * Text: NUL and the other C0 control characters have no place in text people write; PostgreSQL
 * cannot even store NUL. Tab, line feed and carriage return stay allowed for multi-line text.
 */

/** The value `record` itself holds under `key`, never one inherited (`constructor`, `__proto__`). */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

/** A shallow copy without a prototype, so reading any key yields only what the input holds. */
export function withoutPrototype<V>(record: Readonly<Record<string, V>>): Record<string, V> {
  return Object.assign(Object.create(null) as Record<string, V>, record)
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

/** True when text holds NUL or another C0 control character other than tab, LF and CR. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text)
}

/** How deep JSON input may nest; real bodies stay far below, and recursion stays bounded. */
export const INPUT_DEPTH_MAX = 32

/**
 * The longest part of a URL path the server routes: the longest item slug, percent-encoded
 * (a letter outside ASCII takes up to nine characters, `%E3%81%82`), so every item stays
 * addressable by slug while absurd paths are refused before routing.
 */
export const PATH_PARAM_MAX = CONTENT_SLUG_MAX * 9

export const inputSafetyMessages = {
  controlCharacter: (where: string) =>
    `${where} contains a control character (such as NUL) that text may not hold`,
  tooDeep: (where: string) => `${where} is nested more than ${INPUT_DEPTH_MAX} levels deep`,
  unstorableText: 'The request holds text the database cannot store, such as a NUL character',
  badUrl: 'The URL is not valid: part of its path is not properly percent-encoded',
  pathTooLong: 'Part of the URL path is longer than any id or slug',
} as const

/**
 * Arrays and plain objects, what JSON and querystrings are made of, not Buffers or streams.
 * Querystring parsers make objects whose prototype is itself prototype-less, so "plain" is a
 * prototype that is null or ends the chain.
 */
function isJsonContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true
  if (typeof value !== 'object' || value === null) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === null || Object.getPrototypeOf(prototype) === null
}

export interface UnsafeInput {
  /** Dotted path to the culprit inside the input (`data.title`), or `where` for the input itself. */
  path: string
  message: string
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key
}

/**
 * The first string (value or key) with a control character, or the first value nested deeper
 * than INPUT_DEPTH_MAX, in `value`; null when the input is clean. `where` names the input in
 * messages (`query`, `body`). Walks without recursion, so hostile nesting cannot exhaust the
 * stack.
 */
export function findUnsafeInput(value: unknown, where: string): UnsafeInput | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }]
  while (pending.length) {
    const next = pending.pop()!
    const name = next.path || where
    if (typeof next.value === 'string') {
      if (hasControlCharacter(next.value)) {
        return { path: name, message: inputSafetyMessages.controlCharacter(name) }
      }
      continue
    }
    if (!isJsonContainer(next.value)) continue
    if (next.depth >= INPUT_DEPTH_MAX) {
      return { path: name, message: inputSafetyMessages.tooDeep(name) }
    }
    for (const [key, child] of Object.entries(next.value)) {
      if (hasControlCharacter(key)) {
        return {
          path: name,
          message: inputSafetyMessages.controlCharacter(`A key in ${name}`),
        }
      }
      pending.push({ value: child, path: join(next.path, key), depth: next.depth + 1 })
    }
  }
  return null
}
