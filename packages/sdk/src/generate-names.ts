/** Names and literals for generated TypeScript: identifiers, property keys, doc comments. */

/** Names the generated file imports or declares itself; a type named so gets a suffix. */
const RESERVED = new Set([
  'ContentItem',
  'Reference',
  'Relation',
  'MediaFile',
  'Block',
  'FolioContentTypes',
])
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** "blog posts" → BlogPosts, "3D models" → T3DModels: always a valid identifier. */
export function interfaceName(name: string, fallback = 'ContentType'): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  let pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  if (pascal === '') pascal = fallback
  if (/^\p{N}/u.test(pascal)) pascal = `T${pascal}`
  if (RESERVED.has(pascal)) pascal = `${pascal}Data`
  return pascal
}

/**
 * An interface name per entry (by id), from its name else its slug, plus `suffix`; a name
 * already `taken` gets a number.
 */
export function assignNames(
  entries: readonly { id: string; name: string; slug: string }[],
  taken: Set<string>,
  suffix: string,
): Map<string, string> {
  const names = new Map<string, string>()
  for (const entry of entries) {
    const base = `${interfaceName(entry.name, interfaceName(entry.slug))}${suffix}`
    let name = base
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`
    taken.add(name)
    names.set(entry.id, name)
  }
  return names
}

export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
}

export function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : quote(name)
}

/** Text inside a doc comment must not close it. */
export function docText(text: string): string {
  return text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()
}
