import type { ContentRights, PermissionSettings, Role, RoleRights } from '@folio/schema'

import type { Actor, OperationContext } from '../../lib/context.js'
import { requireActor } from '../../lib/permissions.js'
import { readPermissionSettings } from './permission-settings.js'
import { rightsOf } from './rights.js'
import { roleRefusal } from './role-refusal.js'

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

/**
 * A request's rights: its actor's role under the saved permission matrix, resolved on first
 * use and then kept for the rest of the request, so a save asks the database once however many
 * checks it makes. Operations ask `ctx.access.can('publish', typeId)`.
 */
export interface Access {
  /** The saved permission settings (the matrix and the review rule), read once. */
  settings(): Promise<PermissionSettings>
  /** The actor's rights; refuses (401) when nobody is signed in. */
  rights(): Promise<RoleRights>
  can(capability: ContentCapability, contentTypeId: string): Promise<boolean>
  can(capability: AreaCapability): Promise<boolean>
  /**
   * The actor when their role is at least `role` (admin > editor > viewer): 401 without one,
   * 403 for a lesser role or a read-only API key asking for more than reading. Admin-only areas
   * (users, settings, keys, webhooks, …) ask this at the top of each operation.
   */
  requireRole(role: Role): Actor
  /**
   * The same access for a context made from this one (a transaction, another actor): what is
   * resolved is shared, and what is not yet is read through that context's database, never
   * around a transaction it is in.
   */
  within(ctx: Pick<OperationContext, 'actor' | 'db'>): Access
}

declare module '../../lib/context.js' {
  interface OperationContext {
    /**
     * The request's rights, read once (see Access). Requests always carry it; jobs, seeds and
     * scripts may leave it out, and then each check reads the matrix afresh.
     */
    access?: Access
  }
}

/** The rights for one content type: its override, else the role's default content rights. */
export function contentRightsFor(rights: RoleRights, contentTypeId: string): ContentRights {
  return rights.contentTypes[contentTypeId] ?? rights.content
}

function allows(rights: RoleRights, capability: string, contentTypeId?: string): boolean {
  if (contentTypeId !== undefined) {
    return contentRightsFor(rights, contentTypeId)[capability as ContentCapability]
  }
  const [area, action] = capability.split('.') as [keyof RoleRights, string]
  return Boolean((rights[area] as Record<string, boolean>)[action])
}

/** What one request has read: shared by the contexts made from its own. */
interface Resolved {
  settings?: Promise<PermissionSettings>
  rights: Map<Actor, Promise<RoleRights>>
}

/**
 * The access of one request. The actor is read from the context when first needed (sign-in
 * runs after the context is made); rights are kept per actor, as a context made from this one
 * may act for someone else (a draft preview reads as its link's creator).
 */
export function createAccess(
  ctx: Pick<OperationContext, 'actor' | 'db'>,
  resolved: Resolved = { rights: new Map() },
): Access {
  const access: Access = {
    settings() {
      resolved.settings ??= readPermissionSettings(ctx.db)
      return resolved.settings
    },
    rights() {
      const actor = requireActor(ctx)
      let rights = resolved.rights.get(actor)
      if (!rights) {
        rights = rightsOf(actor, () => access.settings())
        resolved.rights.set(actor, rights)
      }
      return rights
    },
    async can(capability: string, contentTypeId?: string) {
      return allows(await access.rights(), capability, contentTypeId)
    },
    requireRole: (role) => {
      const actor = requireActor(ctx)
      const refusal = roleRefusal(actor, role)
      if (refusal) throw refusal
      return actor
    },
    within: (inner) => createAccess(inner, resolved),
  }
  return access
}

/**
 * The access of `ctx` as it is: its actor and its database (a context made from the request's,
 * with a transaction or another actor, shares what was resolved), or a one-off access for
 * contexts made without one (jobs, scripts).
 */
export function accessOf(ctx: Pick<OperationContext, 'actor' | 'db' | 'access'>): Access {
  return ctx.access ? ctx.access.within(ctx) : createAccess(ctx)
}
