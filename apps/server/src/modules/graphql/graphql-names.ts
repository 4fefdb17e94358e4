/**
 * GraphQL names from Folio's: slugs and field names are free text (`Hero image`, `2024-sale`),
 * GraphQL names are `[_A-Za-z][_0-9A-Za-z]*`. Words become camelCase (fields, queries) or
 * PascalCase (types); a leading digit gets an underscore; `__` stays reserved for GraphQL.
 */

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
}

function safe(name: string, fallback: string): string {
  const named = name === '' ? fallback : name
  const prefixed = /^[0-9]/.test(named) ? `_${named}` : named
  return prefixed.startsWith('__') ? prefixed.replace(/^_+/, '_') : prefixed
}

export function pascalName(text: string, fallback = 'Unnamed'): string {
  const joined = words(text)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')
  return safe(joined, fallback)
}

export function camelName(text: string, fallback = 'field'): string {
  const pascal = pascalName(text, '')
  const camel = pascal === '' ? '' : pascal[0]!.toLowerCase() + pascal.slice(1)
  return safe(camel, fallback)
}

/**
 * Gives each name a distinct GraphQL form: the first keeps it, later ones that map to the same
 * form (`Hero image` and `hero_image`) get `_2`, `_3`…; `taken` are forms already in use.
 */
export function distinctNames(
  names: readonly string[],
  toName: (name: string) => string,
  taken: Iterable<string> = [],
): Map<string, string> {
  const used = new Set(taken)
  const result = new Map<string, string>()
  for (const name of names) {
    const base = toName(name)
    let candidate = base
    for (let n = 2; used.has(candidate); n++) candidate = `${base}_${n}`
    used.add(candidate)
    result.set(name, candidate)
  }
  return result
}
