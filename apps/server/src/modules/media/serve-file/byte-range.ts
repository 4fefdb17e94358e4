import type { ByteRange } from '../storage/storage-driver.js'

/**
 * The one range a `Range` header asks for in a file of `size` bytes: `bytes=a-b`, `bytes=a-`
 * or `bytes=-n` (the last n bytes). null means "send the whole file": no header, a unit other
 * than bytes, several ranges (allowed to be ignored) or a malformed header, as RFC 9110 says.
 * 'unsatisfiable' is a well-formed range wholly outside the file (416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i)
  if (!match) return null
  const [, first, last] = match
  if (!first && !last) return null
  if (!first) {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(size - suffix, 0), end: size - 1 }
  }
  const start = Number(first)
  const end = last ? Number(last) : Infinity
  if (end < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}
