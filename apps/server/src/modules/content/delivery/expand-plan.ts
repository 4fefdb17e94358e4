import type { ComponentRegistry, ContentTypeField } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { usesComponents } from '../../components/index.js'
import { allComponents, findTypeDefinitions } from '../item-lookup.js'
import { invalidQuery } from './delivery-plan.js'
import { componentsOfField } from './walk-data.js'

/** `expand=author.company,tags` as a tree: { author: { company: {} }, tags: {} }. */
export interface ExpandTree {
  [fieldName: string]: ExpandTree
}

/** Where a step of an expand path is looked up: field lists, or nowhere (any type). */
interface Scope {
  lists: (readonly ContentTypeField[])[]
  /** The type ids whose fields join `lists` once loaded. */
  typeIds: string[]
  /** A reference or relation that may point to any type: later steps cannot be checked. */
  anyType: boolean
}

interface Pending {
  node: ExpandTree
  scope: Scope
  prefix: string
}

export function isLinkField(field: ContentTypeField): boolean {
  return field.type === 'reference' || field.type === 'relation'
}

function isNestingField(field: ContentTypeField): boolean {
  return field.type === 'component' || field.type === 'blocks'
}

/** The types a reference or relation may point to; empty when it may point to any. */
function targetTypeIds(field: ContentTypeField): string[] {
  if (field.type === 'reference') return field.referenceTypeId ? [field.referenceTypeId] : []
  return field.relationTypeIds ?? []
}

/**
 * Builds the tree and checks what can be checked up front. A step names a reference or
 * relation field (whose items replace the ids), or a component or blocks field the next step
 * looks inside: `sections.author` is the `author` field of every entry of `sections` whose
 * component has one; a name no allowed component has is a 400. Steps after a reference or
 * relation are checked against the types it may point to, one query per level.
 */
export async function planExpand(
  ctx: OperationContext,
  fields: readonly ContentTypeField[],
  paths: readonly string[][],
  components: ComponentRegistry = new Map(),
): Promise<ExpandTree> {
  const tree: ExpandTree = {}
  for (const path of paths) {
    let node = tree
    for (const step of path) node = node[step] ??= {}
  }
  const fieldsOfType = new Map<string, readonly ContentTypeField[]>()
  let registry = components
  let level: Pending[] = [
    { node: tree, scope: { lists: [fields], typeIds: [], anyType: false }, prefix: '' },
  ]
  while (level.length > 0) {
    const missing = level.flatMap(({ scope }) =>
      scope.typeIds.filter((id) => !fieldsOfType.has(id)),
    )
    if (missing.length > 0) {
      for (const type of await findTypeDefinitions(ctx, [...new Set(missing)])) {
        fieldsOfType.set(type.id, type.fields)
      }
    }
    // Fields of a target type may hold components the page's type does not use.
    if (registry.size === 0 && [...fieldsOfType.values()].some(usesComponents)) {
      registry = await allComponents(ctx)
    }
    const next: Pending[] = []
    for (const { node, scope, prefix } of level) {
      const lists = [
        ...scope.lists,
        ...scope.typeIds.flatMap((id) => {
          const known = fieldsOfType.get(id)
          return known ? [known] : []
        }),
      ]
      // A target type deleted since the field was defined says nothing about later steps.
      const unchecked = scope.anyType || scope.typeIds.some((id) => !fieldsOfType.has(id))
      for (const [name, child] of Object.entries(node)) {
        const path = prefix ? `${prefix}.${name}` : name
        if (unchecked) {
          next.push({ node: child, scope: { lists: [], typeIds: [], anyType: true }, prefix: path })
          continue
        }
        next.push({
          node: child,
          scope: checkStep(lists, name, path, child, registry),
          prefix: path,
        })
      }
    }
    level = next.filter(({ node }) => Object.keys(node).length > 0)
  }
  return tree
}

/** Checks one step against the field lists it may be in; the scope of the step after it. */
function checkStep(
  lists: (readonly ContentTypeField[])[],
  name: string,
  path: string,
  child: ExpandTree,
  components: ComponentRegistry,
): Scope {
  const matches = lists.flatMap((list) => list.filter((field) => field.name === name))
  if (matches.length === 0) invalidQuery(`Unknown field in expand: ${path}`, 'expand')
  const links = matches.filter(isLinkField)
  const nesting = matches.filter(isNestingField)
  if (links.length === 0 && nesting.length === 0) {
    invalidQuery(`Cannot expand ${path}: it is not a reference or relation field`, 'expand')
  }
  if (links.length === 0 && Object.keys(child).length === 0) {
    invalidQuery(
      `Cannot expand ${path} itself: name a reference or relation field inside it (${path}.<field>)`,
      'expand',
    )
  }
  return {
    lists: nesting.flatMap((field) => componentsOfField(field, components).map((c) => c.fields)),
    typeIds: [...new Set(links.flatMap(targetTypeIds))],
    anyType: links.some((field) => targetTypeIds(field).length === 0),
  }
}
