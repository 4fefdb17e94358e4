import {
  apiKeyMessages,
  type ContentRights,
  type MyPermissions,
  permissionMessages,
} from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { Actor, OperationContext } from '../../lib/context.js'
import { requireActor } from '../../lib/permissions.js'
import {
  accessOf,
  contentRightsFor,
  type AreaCapability,
  type ContentCapability,
} from './access.js'

// The checks operations make, as refusals: each asks the request's access (read once).

type Ctx = Pick<OperationContext, 'actor' | 'db' | 'access'>

function refuse(actor: Actor, what: string): never {
  if (actor.apiKey?.scope === 'read') throw new AppError('forbidden', apiKeyMessages.readOnly)
  const role = actor.apiKey ? 'API key' : `role (${actor.role})`
  throw new AppError('forbidden', permissionMessages.mayNot(role, what))
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
  if (!(await accessOf(ctx).can(capability, contentTypeId))) {
    refuse(actor, `${capability} ${typeName ? `${typeName} items` : 'these items'}`)
  }
  return actor
}

/** The actor, when the permission matrix lets their role do `capability`. */
export async function requireCapability(ctx: Ctx, capability: AreaCapability): Promise<Actor> {
  const actor = requireActor(ctx)
  if (!(await accessOf(ctx).can(capability))) {
    const [area, action] = capability.split('.')
    refuse(actor, `${action} ${area}`)
  }
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
  const rights = await accessOf(ctx).rights()
  const overrides = Object.values(rights.contentTypes)
  if (rights.content.view && overrides.every((c) => c.view)) return undefined
  return (await typeIds()).filter((id) => contentRightsFor(rights, id).view)
}

/** Everything the actor may do, for `GET /me/permissions`. */
export async function myPermissions(ctx: Ctx): Promise<MyPermissions> {
  const actor = requireActor(ctx)
  const rights = await accessOf(ctx).rights()
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
  const rights = await accessOf(ctx).rights()
  const writes = (c: ContentRights) => c.create || c.edit || c.delete || c.publish
  if (!writes(rights.content) && !Object.values(rights.contentTypes).some(writes)) {
    refuse(actor, 'change content')
  }
  return actor
}
