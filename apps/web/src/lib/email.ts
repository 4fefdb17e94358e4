const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A quick shape check before the server's own; `ada@example.com` passes, `ada@` does not. */
export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim())
}
