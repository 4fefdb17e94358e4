import type { ContentItem, ContentTypeField } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { publishedOnly } from '../../../lib/permissions.js'
import { findContentTypesByIds } from '../../content-types/index.js'
import type { ContentItemRow } from '../content.repository.js'
import { loadAuthors, toContentItem } from '../item-view.js'
import { findItemsByIds } from './delivery.repository.js'
import { invalidQuery } from './delivery-plan.js'

/** `expand=author.company,tags` as a tree: { author: { company: {} }, tags: {} }. */
export interface ExpandTree {
  [fieldName: string]: ExpandTree
}

/**
 * Builds the tree and checks what can be checked up front: the first step must be a reference
 * field of the type, and so must each later step whose parent field names its target type.
 * Known target types are looked up in one query.
 */
export async function planExpand(
  ctx: OperationContext,
  fields: readonly ContentTypeField[],
  paths: readonly string[][],
): Promise<ExpandTree> {
  const tree: ExpandTree = {}
  const targetTypeIds = new Set<string>()
  for (const path of paths) {
    let node = tree
    for (const step of path) node = node[step] ??= {}
  }
  const checkStep = (stepFields: readonly ContentTypeField[], name: string, path: string) => {
    const field = stepFields.find((f) => f.name === name)
    if (!field) invalidQuery(`Unknown field in expand: ${path}`, 'expand')
    if (field.type !== 'reference') {
      invalidQuery(`Cannot expand ${path}: it is not a reference field`, 'expand')
    }
    return field
  }
  const firstFields = new Map<string, ContentTypeField>()
  for (const name of Object.keys(tree)) {
    const field = checkStep(fields, name, name)
    firstFields.set(name, field)
    if (field.referenceTypeId) targetTypeIds.add(field.referenceTypeId)
  }
  // Deeper steps: checked against the target types we know, one query for all of them.
  const types = await findContentTypesByIds(ctx.db, [...targetTypeIds])
  const fieldsById = new Map(types.map((t) => [t.id, t.fields]))
  const walk = (node: ExpandTree, target: string | null | undefined, prefix: string) => {
    const targetFields = target ? fieldsById.get(target) : undefined
    for (const [name, child] of Object.entries(node)) {
      const path = `${prefix}.${name}`
      const field = targetFields ? checkStep(targetFields, name, path) : undefined
      walk(child, field?.referenceTypeId, path)
    }
  }
  for (const [name, child] of Object.entries(tree)) {
    walk(child, firstFields.get(name)?.referenceTypeId, name)
  }
  return tree
}

interface Loaded {
  rows: Map<string, ContentItemRow>
  fieldsOfType: Map<string, ContentTypeField[]>
  /** Parsed `data` by row, so each row's JSON is read once however often it is consulted. */
  data: WeakMap<ContentItemRow, Record<string, unknown>>
}

/** The id a reference field of `row` holds, if any. */
function referenceOf(loaded: Loaded, row: ContentItemRow, name: string): string | undefined {
  const field = loaded.fieldsOfType.get(row.content_type_id)?.find((f) => f.name === name)
  if (field?.type !== 'reference') return undefined
  let data = loaded.data.get(row)
  if (!data) {
    data = JSON.parse(row.data) as Record<string, unknown>
    loaded.data.set(row, data)
  }
  const value = data[field.id]
  return typeof value === 'string' ? value : undefined
}

/**
 * Presents the page's rows with the tree's references replaced by the items they point to.
 * Each level is ONE query for its items and one for their types, however many rows the page
 * holds; authors of every level come in one query at the end. A missing target becomes null.
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
): Promise<ContentItem[]> {
  const typeId = pageRows[0]?.content_type_id
  const loaded: Loaded = {
    rows: new Map(),
    fieldsOfType: new Map(typeId ? [[typeId, fields]] : []),
    data: new WeakMap(),
  }
  let level: { row: ContentItemRow; node: ExpandTree }[] = pageRows.map((row) => ({
    row,
    node: tree,
  }))
  while (level.length > 0) {
    const wanted = new Set<string>()
    for (const { row, node } of level) {
      for (const name of Object.keys(node)) {
        const id = referenceOf(loaded, row, name)
        if (id && !loaded.rows.has(id)) wanted.add(id)
      }
    }
    // What the caller may not see (drafts, for a read-only key) is as good as missing.
    const rows = (await findItemsByIds(ctx.db, [...wanted])).filter(
      (row) => !publishedOnly(ctx) || row.status === 'published',
    )
    for (const row of rows) loaded.rows.set(row.id, row)
    const newTypes = [...new Set(rows.map((r) => r.content_type_id))].filter(
      (id) => !loaded.fieldsOfType.has(id),
    )
    for (const type of await findContentTypesByIds(ctx.db, newTypes)) {
      loaded.fieldsOfType.set(type.id, type.fields)
    }
    if (localize) {
      const fieldsOf = (id: string) => loaded.fieldsOfType.get(id) ?? []
      for (const row of await localize(rows, fieldsOf)) loaded.rows.set(row.id, row)
    }
    level = level.flatMap(({ row, node }) =>
      Object.entries(node).flatMap(([name, child]) => {
        const target = loaded.rows.get(referenceOf(loaded, row, name) ?? '')
        return target && Object.keys(child).length > 0 ? [{ row: target, node: child }] : []
      }),
    )
  }

  const everyRow = [...pageRows, ...loaded.rows.values()]
  const authors = await loadAuthors(
    ctx,
    everyRow.flatMap((row) => [row.created_by, row.updated_by]),
  )
  const present = (row: ContentItemRow, node: ExpandTree): ContentItem => {
    const item = toContentItem(row, loaded.fieldsOfType.get(row.content_type_id) ?? [], authors)
    for (const [name, child] of Object.entries(node)) {
      if (!(name in item.data)) continue
      const target = loaded.rows.get(referenceOf(loaded, row, name) ?? '')
      item.data[name] = target ? present(target, child) : null
    }
    return item
  }
  return pageRows.map((row) => present(row, tree))
}

/** `fields=`: only the requested attributes (and always the id); `data.x` picks data keys. */
export function selectFields(
  item: ContentItem,
  selection: readonly string[],
): Partial<ContentItem> & { id: string } {
  const picked: Partial<ContentItem> & { id: string } & Record<string, unknown> = { id: item.id }
  const dataKeys = selection.filter((name) => name.startsWith('data.')).map((n) => n.slice(5))
  for (const name of selection) {
    if (!name.startsWith('data.')) picked[name] = item[name as keyof ContentItem]
  }
  if (!selection.includes('data') && dataKeys.length > 0) {
    picked.data = Object.fromEntries(dataKeys.map((key) => [key, item.data[key] ?? null]))
  }
  return picked
}
