import type { ContentTypeField } from '@folio/schema'

import type { SchemaSnapshot } from './schema-snapshot.js'
import { itemScope, scopes, typeScope } from './scopes.js'

/** What every delivery read depends on, whatever its type. */
const ALWAYS = [scopes.schema, scopes.settings, scopes.locales, scopes.authors]

/** The types a reference or relation may point to; empty when it may point to any. */
function linkTargets(field: ContentTypeField): string[] | undefined {
  if (field.type === 'reference') return field.referenceTypeId ? [field.referenceTypeId] : []
  if (field.type === 'relation') return field.relationTypeIds ?? []
  return undefined
}

function nestedComponents(field: ContentTypeField): string[] {
  if (field.type === 'component') return field.componentId ? [field.componentId] : []
  if (field.type === 'blocks') return field.componentIds ?? []
  return []
}

/**
 * The scopes a delivery read of the type depends on, sorted: the type's own items, the global
 * ones, media when a field (at any depth of components) holds files, and, when the read expands
 * references (`expanding`), every type it can reach through them, with their media. Without
 * `expand=` a reference is an id in the item's own data: another type's writes cannot change
 * it (deleting the target unlinks it, which writes this type). Unknown types depend on the
 * schema alone (the answer is a 404 until a type with that name exists). A read of one item
 * (`item`, its id or slug) that expands nothing depends on that item's share of the type only
 * (itemScope), so writes to the type's other items leave it cached.
 */
export function deliveryScopes(
  schema: SchemaSnapshot,
  typeIdOrSlug: string,
  expanding: boolean,
  item?: string,
): string[] {
  const found = new Set<string>(ALWAYS)
  const root = schema.type(typeIdOrSlug)
  if (!root) return [...found].sort()
  const seenTypes = new Set<string>()
  const seenComponents = new Set<string>()
  const lists: (readonly ContentTypeField[])[] = []
  const reachType = (id: string) => {
    if (seenTypes.has(id)) return
    seenTypes.add(id)
    found.add(
      id === root.id && item !== undefined && !expanding ? itemScope(id, item) : typeScope(id),
    )
    const type = schema.typeById(id)
    if (type) lists.push(type.fields)
  }
  reachType(root.id)
  while (lists.length > 0) {
    for (const field of lists.pop()!) {
      if (field.type === 'media') found.add(scopes.media)
      for (const id of nestedComponents(field)) {
        if (seenComponents.has(id)) continue
        seenComponents.add(id)
        const component = schema.components.get(id)
        if (component) lists.push(component.fields)
      }
      const targets = expanding ? linkTargets(field) : undefined
      if (!targets) continue
      // A link to any type reaches them all.
      for (const id of targets.length > 0 ? targets : schema.types.map((type) => type.id)) {
        reachType(id)
      }
    }
  }
  return [...found].sort()
}
