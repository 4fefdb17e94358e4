import { sql, type Expression, type SqlBool } from 'kysely'

/** Text for a LIKE pattern, with LIKE's own wildcards taken literally (pair with `escape '\\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** `%text%` for a case-insensitive "contains" with lowerLike. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`
}

/** `lower(expr) LIKE pattern`, written so SQLite and PostgreSQL read it the same way. */
export function lowerLike(expr: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(coalesce(${expr}, '')) like ${pattern} escape '\\'`
}
