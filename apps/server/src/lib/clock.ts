/** Timestamps are stored as ISO 8601 UTC text in both dialects, so they sort as text. */
export function nowIso(): string {
  return new Date().toISOString()
}
