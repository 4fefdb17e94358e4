/**
 * Derives a slug the way the spec says: lowercase, whitespace runs to hyphens, and every
 * character other than a-z, 0-9 and hyphen removed. Used for content types and items alike.
 */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
}
