import {
  defaultRoleRights,
  type ContentCapabilityName,
  type MyPermissions,
  type Role,
  type RoleRights,
} from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { myPermissionsQuery } from '@/lib/api/my-permissions'

import { useAuth } from '@/stores/auth'

const everything: RoleRights = {
  content: { view: true, create: true, edit: true, delete: true, publish: true },
  contentTypes: {},
  media: { view: true, upload: true, delete: true },
  navigation: { view: true, edit: true },
  workflow: { view: true, review: true },
}

/** Until the server answers, the role's default rights: the common case shows no flicker. */
function fallbackRights(role: Role | null): RoleRights {
  if (role === 'admin') return everything
  if (role === 'editor' || role === 'viewer') return defaultRoleRights[role]
  return defaultRoleRights.viewer
}

export interface Permissions {
  /** The server's answer once loaded. */
  data: MyPermissions | undefined
  /** May the user do `capability` with items of the type (the default rights without one)? */
  content: (typeId: string | null | undefined, capability: ContentCapabilityName) => boolean
  /** May the user do `capability` with the items of at least one type? */
  anyContent: (capability: ContentCapabilityName) => boolean
  media: (capability: keyof RoleRights['media']) => boolean
  navigation: (capability: keyof RoleRights['navigation']) => boolean
  workflow: (capability: keyof RoleRights['workflow']) => boolean
}

/**
 * What the signed-in user may do, to hide the controls the server would refuse. The server
 * decides in the end; this only spares people buttons that cannot work.
 */
export function usePermissions(): Permissions {
  const role = useAuth((state) => state.user?.role ?? null)
  const query = useQuery({ ...myPermissionsQuery(), enabled: role !== null })
  const rights: RoleRights = query.data ?? fallbackRights(role)
  return {
    data: query.data,
    content: (typeId, capability) =>
      ((typeId && rights.contentTypes[typeId]) || rights.content)[capability],
    anyContent: (capability) =>
      rights.content[capability] ||
      Object.values(rights.contentTypes).some((rightsOfType) => rightsOfType[capability]),
    media: (capability) => rights.media[capability],
    navigation: (capability) => rights.navigation[capability],
    workflow: (capability) => rights.workflow[capability],
  }
}
