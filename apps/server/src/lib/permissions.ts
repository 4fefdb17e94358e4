import {
  apiKeyMessages,
  isAdmin,
  isEditor,
  type Role,
  serviceMessages,
  permissionMessages,
} from '@folio/schema'

import { AppError } from './app-error.js'
import type { Actor, OperationContext } from './context.js'

/** The actor of an operation that needs a signed-in user; throws `unauthorized` otherwise. */
export function requireActor(ctx: Pick<OperationContext, 'actor'>): Actor {
  if (!ctx.actor) throw new AppError('unauthorized', serviceMessages.signInRequired)
  return ctx.actor
}

/**
 * The actor, when their role is at least `role` (admin > editor > viewer); throws
 * `unauthorized` for anonymous callers and `forbidden` for lesser roles. A read-only API key
 * asking for more than reading is told so in words about keys, not roles.
 */
export function requireActorRole(ctx: Pick<OperationContext, 'actor'>, role: Role): Actor {
  const actor = requireActor(ctx)
  if (role !== 'viewer' && actor.apiKey?.scope === 'read') {
    throw new AppError('forbidden', apiKeyMessages.readOnly)
  }
  const allowed =
    role === 'admin' ? isAdmin(actor.role) : role === 'editor' ? isEditor(actor.role) : true
  if (!allowed) {
    throw new AppError('forbidden', permissionMessages.roleRequired(role, actor.role))
  }
  return actor
}

/** Whether the actor sees published content only: a read-only API key does. */
export function publishedOnly(ctx: Pick<OperationContext, 'actor'>): boolean {
  return ctx.actor?.apiKey?.scope === 'read'
}
