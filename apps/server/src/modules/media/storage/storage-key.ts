/** Segments of letters, digits, dots, dashes and underscores; never `.` or `..`. */
const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/

/**
 * Keys are built by our code from ids, never from what a client sent; this guard makes a bug
 * that would break that rule fail loudly instead of reaching outside the storage root.
 */
export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`)
  return key
}
