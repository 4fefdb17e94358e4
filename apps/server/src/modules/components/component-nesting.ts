import {
  COMPONENT_DEPTH_MAX,
  componentMessages,
  type ContentTypeField,
  type ErrorDetail,
} from '@folio/schema'

/** Every component's fields, by component id: what nesting is measured on. */
export type ComponentGraph = ReadonlyMap<string, readonly ContentTypeField[]>

/** The components a field holds: a component field's one, a blocks field's allowed ones. */
export function componentsOfField(field: ContentTypeField): string[] {
  if (field.type === 'component') return field.componentId ? [field.componentId] : []
  if (field.type === 'blocks') return field.componentIds ?? []
  return []
}

/** Whether a field list uses the component, directly. */
export function fieldsUseComponent(fields: readonly ContentTypeField[], id: string): boolean {
  return fields.some((field) => componentsOfField(field).includes(id))
}

/**
 * How many levels of components an entry of each component spans: 1 for one without
 * component fields, else 1 + its deepest field's. A component in a cycle counts as endless.
 */
function heightsOf(graph: ComponentGraph): (id: string) => number {
  const memo = new Map<string, number>()
  const visiting = new Set<string>()
  const height = (id: string): number => {
    const known = memo.get(id)
    if (known !== undefined) return known
    const fields = graph.get(id)
    // A component that no longer exists holds nothing.
    if (!fields) return 0
    if (visiting.has(id)) return Number.POSITIVE_INFINITY
    visiting.add(id)
    const inner = Math.max(0, ...fields.flatMap(componentsOfField).map(height))
    visiting.delete(id)
    memo.set(id, 1 + inner)
    return 1 + inner
  }
  return height
}

/** Whether `from` (a component id) reaches `to` through component fields, itself included. */
function reaches(graph: ComponentGraph, from: string, to: string): boolean {
  const seen = new Set<string>()
  const stack = [from]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (id === to) return true
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(graph.get(id) ?? []).flatMap(componentsOfField))
  }
  return false
}

/**
 * Problems with how the fields nest components, at `fields.N.componentId(s)`.
 *
 * For a content type (`self` absent): each component field's chain (the type's field is
 * level 1) stays within COMPONENT_DEPTH_MAX. For a component (`self` its id, `fields` its new
 * definition): it may not contain itself at any depth, and neither it nor any component that
 * contains it may span more than COMPONENT_DEPTH_MAX levels, as a type using that one would.
 */
export function nestingProblems(
  fields: readonly ContentTypeField[],
  graph: ComponentGraph,
  self?: string,
): ErrorDetail[] {
  const next = new Map(graph)
  if (self !== undefined) next.set(self, fields)
  const pathOf = (index: number) =>
    `fields.${index}.${fields[index]!.type === 'blocks' ? 'componentIds' : 'componentId'}`

  if (self !== undefined) {
    const cycles = fields.flatMap((field, index) =>
      componentsOfField(field).some((id) => reaches(next, id, self))
        ? [{ path: pathOf(index), message: componentMessages.cycle }]
        : [],
    )
    if (cycles.length > 0) return cycles
  }

  const height = heightsOf(next)
  const own = self === undefined ? 0 : 1
  const depths = fields.map((field) => own + Math.max(0, ...componentsOfField(field).map(height)))
  const tooDeep = depths.flatMap((depth, index) =>
    depth > COMPONENT_DEPTH_MAX
      ? [{ path: pathOf(index), message: componentMessages.tooDeep }]
      : [],
  )
  if (tooDeep.length > 0 || self === undefined) return tooDeep

  // Within its own limit, a component can still push one that contains it past the limit.
  // One that was past it already (data from before the limit) does not block this save.
  const before = heightsOf(graph)
  const containerTooDeep = [...next.keys()].some(
    (id) =>
      id !== self &&
      height(id) > COMPONENT_DEPTH_MAX &&
      before(id) <= COMPONENT_DEPTH_MAX &&
      reaches(next, id, self),
  )
  if (!containerTooDeep) return []
  const deepest = depths.indexOf(Math.max(...depths))
  return [{ path: pathOf(deepest), message: componentMessages.tooDeep }]
}
