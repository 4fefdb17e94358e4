import {
  BLOCK_TYPE_KEY,
  ENTRY_KEY,
  type ComponentRegistry,
  type ContentItem,
  type ContentTypeField,
} from '@folio/schema'

import { invalidQuery, selectableAttributes } from './delivery-plan.js'
import { componentsOfField, isEntry } from './walk-data.js'

/**
 * `fields=`: top-level attributes, whole data fields (`data.seo`, `data.sections`) or fields
 * inside components and blocks (`data.seo.title`, `data.sections.heading`: that field of every
 * entry whose component has it). Entries keep their `_key` and `_type` so they stay usable.
 */

/** The data fields picked, by name; `true` takes a value whole. */
type DataSelection = Map<string, DataSelection | true>

/**
 * The field a step of `rest` names and what is left after it. A field's own name may hold dots
 * (names are free text), so the longest name that matches wins.
 */
function splitStep(
  lists: readonly (readonly ContentTypeField[])[],
  rest: string,
): { name: string; fields: ContentTypeField[]; rest: string | undefined } | undefined {
  for (let end = rest.length; end > 0; end = rest.lastIndexOf('.', end - 1)) {
    const name = rest.slice(0, end)
    const fields = lists.flatMap((list) => list.filter((field) => field.name === name))
    if (fields.length > 0) {
      return { name, fields, rest: end === rest.length ? undefined : rest.slice(end + 1) }
    }
  }
  return undefined
}

function addPath(
  selection: DataSelection,
  lists: readonly (readonly ContentTypeField[])[],
  rest: string,
  full: string,
  components: ComponentRegistry,
) {
  const step = splitStep(lists, rest)
  if (!step) invalidQuery(`Unknown field in fields: ${full}`, 'fields')
  if (step.rest === undefined) {
    selection.set(step.name, true)
    return
  }
  const inner = step.fields.flatMap((field) =>
    componentsOfField(field, components).map((component) => component.fields),
  )
  if (inner.length === 0) invalidQuery(`Unknown field in fields: ${full}`, 'fields')
  const existing = selection.get(step.name)
  if (existing === true) return
  const child: DataSelection = existing ?? new Map<string, DataSelection | true>()
  selection.set(step.name, child)
  addPath(child, inner, step.rest, full, components)
}

export interface Selection {
  attributes: string[]
  /** Undefined when `data` is not picked field by field. */
  data: DataSelection | undefined
}

/** Checks `fields=` against the type (400 naming an unknown entry) and reads it as a plan. */
export function checkSelection(
  fields: readonly ContentTypeField[],
  selection: readonly string[],
  components: ComponentRegistry = new Map(),
): Selection {
  const data: DataSelection = new Map()
  const attributes: string[] = []
  for (const name of selection) {
    if ((selectableAttributes as readonly string[]).includes(name)) attributes.push(name)
    else if (name.startsWith('data.')) addPath(data, [fields], name.slice(5), name, components)
    else invalidQuery(`Unknown field in fields: ${name}`, 'fields')
  }
  return {
    attributes,
    data: attributes.includes('data') || data.size === 0 ? undefined : data,
  }
}

function pick(value: unknown, selection: DataSelection | true): unknown {
  if (selection === true || value === null || value === undefined) return value ?? null
  if (Array.isArray(value)) return value.map((entry) => pick(entry, selection))
  // An expanded reference or a value of another shape stays as it is.
  if (!isEntry(value)) return value
  const picked: Record<string, unknown> = {}
  for (const key of [ENTRY_KEY, BLOCK_TYPE_KEY]) if (key in value) picked[key] = value[key]
  for (const [name, child] of selection) {
    // A block whose component has no such field answers without it.
    if (name in value) picked[name] = pick(value[name], child)
  }
  return picked
}

/** `fields=`: only the requested attributes (and always the id); data as selected. */
export function selectFields(
  item: ContentItem,
  selection: Selection,
): Partial<ContentItem> & { id: string } {
  const picked: Partial<ContentItem> & { id: string } & Record<string, unknown> = { id: item.id }
  for (const name of selection.attributes) picked[name] = item[name as keyof ContentItem]
  if (selection.data) {
    picked.data = Object.fromEntries(
      [...selection.data].map(([name, child]) => [name, pick(item.data[name] ?? null, child)]),
    )
  }
  return picked
}
