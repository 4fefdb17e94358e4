/** Joins class names, skipping falsy parts: `cn('a', open && 'b')`. */
export function cn(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ')
}
