import type { ComponentRegistry, ContentItem, ContentTypeField, ItemData } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { publishedOnly } from '../../../lib/permissions.js'
import { usesComponents } from '../../components/index.js'
import type { ContentItemRow } from '../content.repository.js'
import { toApiData } from '../item-data.js'
import { allComponents, findTypeDefinitions } from '../item-lookup.js'
import { loadAuthors, toContentItem } from '../item-view.js'
import { findItemsByIds } from './delivery.repository.js'
import { isLinkField, type ExpandTree } from './expand-plan.js'
import { resolveMedia, type DataToResolve } from './resolve-media.js'
import { isEntry, nestedEntries, type Entry } from './walk-data.js'

export { planExpand, type ExpandTree } from './expand-plan.js'
export { selectFields } from './select-fields.js'

/**
 * Calls `found` for each reference or relation field the tree names in `data`, through
 * component and blocks entries: `{ sections: { author: {} } }` finds `author` in every entry
 * of `sections` whose component has it.
 */
function visitLinks(
  fields: readonly ContentTypeField[],
  data: Entry,
  node: ExpandTree,
  registry: ComponentRegistry,
  found: (field: ContentTypeField, holder: Entry, child: ExpandTree) => void,
) {
  for (const [name, child] of Object.entries(node)) {
    const field = fields.find((f) => f.name === name)
    if (!field) continue
    if (isLinkField(field)) found(field, data, child)
    else {
      for (const { fields: inner, entry } of nestedEntries(field, data[name], registry)) {
        visitLinks(inner, entry, child, registry, found)
      }
    }
  }
}

/** The item ids a reference (one) or relation (a list) holds; `{id}` entries count too. */
function idsIn(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value]
  return list.flatMap((entry) => {
    const id: unknown = isEntry(entry) ? entry.id : entry
    return typeof id === 'string' ? [id] : []
  })
}

/**
 * Presents the page's rows with the tree's references and relations replaced by the items
 * they point to, at any depth of components and blocks. Each level is ONE query for its items
 * and one for their types, however many rows the page holds; the components of every level
 * come in one query, their authors in one at the end, and the files of every media field in
 * one more. A missing target is null for a reference and left out of a relation.
 */
export async function presentExpanded(
  ctx: OperationContext,
  pageRows: readonly ContentItemRow[],
  fields: ContentTypeField[],
  tree: ExpandTree,
  /** Reads referenced items in the page's language (see delivery-locale.ts). */
  localize?: (
    rows: ContentItemRow[],
    fieldsOf: (contentTypeId: string) => readonly ContentTypeField[],
  ) => Promise<ContentItemRow[]>,
  /** The components the page's type uses, when the caller has them already. */
  components?: ComponentRegistry,
): Promise<ContentItem[]> {
  const typeId = pageRows[0]?.content_type_id
  const fieldsOfType = new Map<string, readonly ContentTypeField[]>(
    typeId ? [[typeId, fields]] : [],
  )
  const fieldsOf = (row: ContentItemRow) => fieldsOfType.get(row.content_type_id) ?? []
  // An empty registry may only mean the page's type uses no components; targets may.
  let registry: ComponentRegistry = components ?? new Map()
  let registryLoaded = registry.size > 0
  const ensureRegistry = async (lists: Iterable<readonly ContentTypeField[]>) => {
    if (registryLoaded || ![...lists].some(usesComponents)) return
    registry = await allComponents(ctx)
    registryLoaded = true
  }
  await ensureRegistry([fields])

  const rows = new Map<string, ContentItemRow>()
  // Each row's data by field name, read once however often it is consulted.
  const parsed = new WeakMap<ContentItemRow, ItemData>()
  const dataOf = (row: ContentItemRow) => {
    let data = parsed.get(row)
    if (!data) {
      data = toApiData(fieldsOf(row), JSON.parse(row.data) as ItemData, registry)
      parsed.set(row, data)
    }
    return data
  }

  let level: { row: ContentItemRow; node: ExpandTree }[] = Object.keys(tree).length
    ? pageRows.map((row) => ({ row, node: tree }))
    : []
  while (level.length > 0) {
    const wanted = new Set<string>()
    for (const { row, node } of level) {
      visitLinks(fieldsOf(row), dataOf(row), node, registry, (field, holder) => {
        for (const id of idsIn(holder[field.name])) if (!rows.has(id)) wanted.add(id)
      })
    }
    // What the caller may not see (drafts, for a read-only key) is as good as missing.
    const found = (await findItemsByIds(ctx.db, [...wanted])).filter(
      (row) => !publishedOnly(ctx) || row.status === 'published',
    )
    for (const row of found) rows.set(row.id, row)
    const newTypes = [...new Set(found.map((r) => r.content_type_id))].filter(
      (id) => !fieldsOfType.has(id),
    )
    const types = await findTypeDefinitions(ctx, newTypes)
    for (const type of types) fieldsOfType.set(type.id, type.fields)
    await ensureRegistry(types.map((type) => type.fields))
    if (localize) {
      const fieldsOfId = (id: string) => fieldsOfType.get(id) ?? []
      for (const row of await localize(found, fieldsOfId)) rows.set(row.id, row)
    }
    level = level.flatMap(({ row, node }) => {
      const next: { row: ContentItemRow; node: ExpandTree }[] = []
      visitLinks(fieldsOf(row), dataOf(row), node, registry, (field, holder, child) => {
        if (Object.keys(child).length === 0) return
        for (const id of idsIn(holder[field.name])) {
          const target = rows.get(id)
          if (target) next.push({ row: target, node: child })
        }
      })
      return next
    })
  }

  const everyRow = [...pageRows, ...rows.values()]
  const authors = await loadAuthors(
    ctx,
    everyRow.flatMap((row) => [row.created_by, row.updated_by]),
  )
  const presented: DataToResolve[] = []
  // A fresh item wherever a row appears: the same item may be expanded differently elsewhere.
  const present = (row: ContentItemRow, node: ExpandTree): ContentItem => {
    const rowFields = fieldsOf(row)
    const item = toContentItem(row, rowFields, authors, registry)
    presented.push({ fields: rowFields, data: item.data })
    visitLinks(rowFields, item.data, node, registry, (field, holder, child) => {
      const value = holder[field.name]
      if (field.type === 'reference') {
        const target = rows.get(idsIn(value)[0] ?? '')
        holder[field.name] = target ? present(target, child) : null
      } else if (value !== null && value !== undefined) {
        holder[field.name] = idsIn(value).flatMap((id) => {
          const target = rows.get(id)
          return target ? [present(target, child)] : []
        })
      }
    })
    return item
  }
  const items = pageRows.map((row) => present(row, tree))
  await resolveMedia(ctx, presented, registry)
  return items
}
