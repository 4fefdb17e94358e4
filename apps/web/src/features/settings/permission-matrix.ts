import {
  contentCapabilities,
  withImpliedView,
  type ConfigurableRole,
  type ContentCapabilityName,
  type ContentRights,
  type PermissionSettings,
  type RoleRights,
} from '@folio/schema'

export type Roles = PermissionSettings['roles']

/** One checkbox of the matrix: a content capability (of a type, or the default) or an area's. */
export type Cell =
  | { kind: 'content'; typeId: string | null; capability: ContentCapabilityName }
  | { kind: 'area'; area: 'media' | 'navigation' | 'workflow'; capability: string }

/** The right a role has for a cell: a type without an override follows the default row. */
export function cellValue(rights: RoleRights, cell: Cell): boolean {
  if (cell.kind === 'area') return (rights[cell.area] as Record<string, boolean>)[cell.capability]!
  const content = cell.typeId
    ? (rights.contentTypes[cell.typeId] ?? rights.content)
    : rights.content
  return content[cell.capability]
}

/**
 * The role's rights with one cell set. Changing a type's cell gives it an override starting from
 * the default row; taking away view takes the rights that need it too, and giving any right
 * gives view (the server applies the same rule).
 */
export function setCell(rights: RoleRights, cell: Cell, on: boolean): RoleRights {
  if (cell.kind === 'area') {
    const area = { ...rights[cell.area], [cell.capability]: on } as Record<string, boolean>
    if (cell.capability === 'view' && !on) for (const key of Object.keys(area)) area[key] = false
    return withImpliedView({ ...rights, [cell.area]: area })
  }
  const current = cell.typeId
    ? (rights.contentTypes[cell.typeId] ?? rights.content)
    : rights.content
  let next: ContentRights = { ...current, [cell.capability]: on }
  if (cell.capability === 'view' && !on) {
    next = Object.fromEntries(contentCapabilities.map((c) => [c, false])) as ContentRights
  }
  const updated = cell.typeId
    ? { ...rights, contentTypes: { ...rights.contentTypes, [cell.typeId]: next } }
    : { ...rights, content: next }
  return withImpliedView(updated)
}

/** The type follows the default row again, for both roles. */
export function resetType(roles: Roles, typeId: string): Roles {
  const drop = (rights: RoleRights): RoleRights => {
    const { [typeId]: _dropped, ...rest } = rights.contentTypes
    return { ...rights, contentTypes: rest }
  }
  return { editor: drop(roles.editor), viewer: drop(roles.viewer) }
}

export const hasOverride = (roles: Roles, typeId: string) =>
  (['editor', 'viewer'] as ConfigurableRole[]).some((role) => typeId in roles[role].contentTypes)

/** The type gets its own rights for both roles, starting from the default row. */
export function overrideType(roles: Roles, typeId: string): Roles {
  const own = (rights: RoleRights): RoleRights => ({
    ...rights,
    contentTypes: { ...rights.contentTypes, [typeId]: { ...rights.content } },
  })
  return { editor: own(roles.editor), viewer: own(roles.viewer) }
}
