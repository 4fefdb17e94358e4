/** Milliseconds per unit of a Go `time.Duration` string. */
const UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
}

const PART = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/y

/**
 * Parses a Go duration (`"24h"`, `"1h30m"`, `"876000h"`, `"-1.5h"`) as GoTrue's `ban_duration`
 * does with `time.ParseDuration`; returns milliseconds, or null when the text is not one.
 */
export function parseGoDuration(text: string): number | null {
  let rest = text.trim()
  let sign = 1
  if (rest.startsWith('-') || rest.startsWith('+')) {
    if (rest.startsWith('-')) sign = -1
    rest = rest.slice(1)
  }
  if (rest === '0') return 0
  if (!rest) return null
  let total = 0
  PART.lastIndex = 0
  while (PART.lastIndex < rest.length) {
    const start = PART.lastIndex
    const match = PART.exec(rest)
    if (!match || match.index !== start) return null
    total += Number(match[1]) * (UNITS[match[2] as string] as number)
  }
  return sign * total
}
