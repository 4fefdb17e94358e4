import {
  defaultRoleRights,
  type ContentRights,
  type PermissionSettings,
  type RoleRights,
} from '@folio/schema'

import type { Actor } from '../../lib/context.js'

const allContent: ContentRights = {
  view: true,
  create: true,
  edit: true,
  delete: true,
  publish: true,
}

/** Every right: what admins always have. */
const adminRights: RoleRights = {
  content: allContent,
  contentTypes: {},
  media: { view: true, upload: true, delete: true },
  navigation: { view: true, edit: true },
  workflow: { view: true, review: true },
}

const readOnlyKeyRights: RoleRights = {
  content: { view: true, create: false, edit: false, delete: false, publish: false },
  contentTypes: {},
  media: { view: true, upload: false, delete: false },
  navigation: { view: true, edit: false },
  workflow: { view: false, review: false },
}

/**
 * The rights of the actor's role under the saved matrix. A read-write API key acts as an
 * editor, a read-only key as a reader of everything (it sees published content only, which
 * the content operations see to). Only editors and viewers need the matrix read.
 */
export async function rightsOf(
  actor: Actor,
  settings: () => Promise<PermissionSettings>,
): Promise<RoleRights> {
  if (actor.apiKey?.scope === 'read') return readOnlyKeyRights
  if (actor.role === 'admin' && !actor.apiKey) return adminRights
  const role = actor.apiKey || actor.role !== 'viewer' ? 'editor' : 'viewer'
  return (await settings()).roles[role] ?? defaultRoleRights[role]
}
