import {
  apiKeyMessages,
  defaultRoleRights,
  type ContentRights,
  type MyPermissions,
  type PermissionArea,
  type RoleRights,
} from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { readPermissionSettings } from './permission-settings.js'
import { AppError } from '../../lib/app-error.js'
import type { Actor, OperationContext } from '../../lib/context.js'
import { requireActor } from '../../lib/permissions.js'

/** What a role may do with the items of one content type (Settings → Permissions). */
export type ContentCapability = keyof ContentRights

/** What a role may do outside content. */
export type AreaCapability =
  | 'media.view'
  | 'media.upload'
  | 'media.delete'
  | 'navigation.view'
  | 'navigation.edit'
  | 'workflow.view'
  | 'workflow.review'

type Ctx = Pick<OperationContext, 'actor' | 'db'>

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

/**
 * The rights of the actor's role under the saved matrix. A read-write API key acts as an
 * editor, a read-only key as a reader of everything (it sees published content only, which
 * the content operations see to).
 */
async function rightsOf(db: Kysely<Database>, actor: Actor): Promise<RoleRights> {
  if (actor.apiKey?.scope === 'read') return readOnlyKeyRights
  if (actor.role === 'admin' && !actor.apiKey) return adminRights
  const role = actor.apiKey || actor.role !== 'viewer' ? 'editor' : 'viewer'
  const settings = await readPermissionSettings(db)
  return settings.roles[role] ?? defaultRoleRights[role]
}

const readOnlyKeyRights: RoleRights = {
  content: { view: true, create: false, edit: false, delete: false, publish: false },
  contentTypes: {},
  media: { view: true, upload: false, delete: false },
  navigation: { view: true, edit: false },
  workflow: { view: false, review: false },
}

function refuse(actor: Actor, what: string): never {
  if (actor.apiKey?.scope === 'read') throw new AppError('forbidden', apiKeyMessages.readOnly)
  const role = actor.apiKey ? 'API key' : `role (${actor.role})`
  throw new AppError('forbidden', `Your ${role} may not ${what}`)
}

/** The rights for one content type: its override, else the role's default content rights. */
export function contentRightsFor(rights: RoleRights, contentTypeId: string): ContentRights {
  return rights.contentTypes[contentTypeId] ?? rights.content
}

/**
 * The actor, when the permission matrix lets their role do `capability` with items of the
 * content type; throws `forbidden` otherwise. `typeName` only improves the message.
 */
export async function requireContentCapability(
  ctx: Ctx,
  contentTypeId: string,
  capability: ContentCapability,
  typeName?: string,
): Promise<Actor> {
  const actor = requireActor(ctx)
  const rights = await rightsOf(ctx.db, actor)
  if (!contentRightsFor(rights, contentTypeId)[capability]) {
    refuse(actor, `${capability} ${typeName ? `${typeName} items` : 'these items'}`)
  }
  return actor
}

/** The actor, when the permission matrix lets their role do `capability`. */
export async function requireCapability(ctx: Ctx, capability: AreaCapability): Promise<Actor> {
  const actor = requireActor(ctx)
  const [area, action] = capability.split('.') as [PermissionArea, string]
  const rights = await rightsOf(ctx.db, actor)
  if (!(rights[area] as Record<string, boolean>)[action]) refuse(actor, `${action} ${area}`)
  return actor
}

/**
 * The content types (of `typeIds`) whose items the actor may see; `undefined` when the actor
 * may see every type, so lists need no filter in the common case.
 */
export async function viewableTypeFilter(
  ctx: Ctx,
  typeIds: () => Promise<string[]>,
): Promise<string[] | undefined> {
  const actor = requireActor(ctx)
  const rights = await rightsOf(ctx.db, actor)
  const overrides = Object.values(rights.contentTypes)
  if (rights.content.view && overrides.every((c) => c.view)) return undefined
  return (await typeIds()).filter((id) => contentRightsFor(rights, id).view)
}

/** Everything the actor may do, for `GET /me/permissions`. */
export async function myPermissions(ctx: Ctx): Promise<MyPermissions> {
  const actor = requireActor(ctx)
  const rights = await rightsOf(ctx.db, actor)
  return { role: actor.role, ...rights }
}

/**
 * The actor of a write the matrix decides further; a read-only API key is refused here, before
 * anything is looked up, as it can never write.
 */
export function requireWriter(ctx: Pick<OperationContext, 'actor'>): Actor {
  const actor = requireActor(ctx)
  if (actor.apiKey?.scope === 'read') throw new AppError('forbidden', apiKeyMessages.readOnly)
  return actor
}

/**
 * Refuses, before a write's body is read, a role that may change no content at all: such a
 * caller gets 403 whatever it sends, rather than a list of mistakes in a body it may not send.
 */
export async function requireSomeContentWrite(ctx: Ctx): Promise<Actor> {
  const actor = requireWriter(ctx)
  const rights = await rightsOf(ctx.db, actor)
  const writes = (c: ContentRights) => c.create || c.edit || c.delete || c.publish
  if (!writes(rights.content) && !Object.values(rights.contentTypes).some(writes)) {
    refuse(actor, 'change content')
  }
  return actor
}
