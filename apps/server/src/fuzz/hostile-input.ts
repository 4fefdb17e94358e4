import fc from 'fast-check'

/**
 * Arbitraries for input a careless or hostile client sends: names every object inherits,
 * control characters, numbers no database counts to, odd unicode, the wrong JSON types and
 * nesting deeper than any real body.
 */

export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
] as const

const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\u001b[31m',
  'tab\there',
  'line\nbreak',
  '\r\n',
  '99999999999999999999999',
  '9007199254740993',
  '1e309',
  '-1',
  '0',
  '1.5',
  '-0',
  'NaN',
  'Infinity',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '%00',
  '%',
  '../../etc/passwd',
  "' or 1=1 --",
  '\ud800',
  '😀',
  'ｆｕｌｌ',
  'e\u0301',
  '\u202egnp.exe',
  '\ufeff',
  'a'.repeat(5000),
  '2025-02-30',
  'not-an-email',
  'a@b.c',
  'http://127.0.0.1:9/',
  'javascript:alert(1)',
]

const FUNNY_CHARS = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\t',
  '\n',
  '\r',
  'a',
  'Z',
  '0',
  '%',
  '[',
  ']',
  '.',
  ',',
  '-',
  '+',
  '&',
  '=',
  '?',
  '#',
  '/',
  '\\',
  '"',
  "'",
  ' ',
  'é',
  '\u2028',
]

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.constantFrom(...ODD_TEXT),
  fc.string({ unit: fc.constantFrom(...FUNNY_CHARS), maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
)

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e23),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Objects and arrays nested far deeper than any real body. */
const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 33, max: 2000 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'bottom'
    for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value }
    return value
  })

const { value: hostileJsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom(...PROTOTYPE_NAMES)), tie('value'), {
      maxKeys: 3,
    }),
  ),
}))

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileJsonValue },
  { weight: 1, arbitrary: deepValue },
)

/** A body for an endpoint that reads `keys`: those keys (some left out) with hostile values. */
export function hostileBody(keys: readonly string[]): fc.Arbitrary<unknown> {
  const known = Object.fromEntries(keys.map((key) => [key, hostileValue]))
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(known, { requiredKeys: [] }) },
    { weight: 2, arbitrary: hostileValue },
  )
}

/** A path segment for a URL; a lone surrogate, which no URL can carry, becomes U+FFFD. */
export function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return new URLSearchParams({ s: text }).toString().slice(2)
  }
}

/** A query value: a string, a repeated key, or a JSON value written as text. */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
  { weight: 1, arbitrary: hostileNumber.map(String) },
)

export function queryString(entries: readonly (readonly [string, string | string[]])[]): string {
  const params = new URLSearchParams()
  for (const [key, value] of entries) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
