import { serviceMessages } from '@folio/schema'

import { AppError } from './app-error.js'
import type { Actor, OperationContext } from './context.js'

/** The actor of an operation that needs a signed-in user; throws `unauthorized` otherwise. */
export function requireActor(ctx: Pick<OperationContext, 'actor'>): Actor {
  if (!ctx.actor) throw new AppError('unauthorized', serviceMessages.signInRequired)
  return ctx.actor
}

/** Whether the actor sees published content only: a read-only API key does. */
export function publishedOnly(ctx: Pick<OperationContext, 'actor'>): boolean {
  return ctx.actor?.apiKey?.scope === 'read'
}
