import { userMessages } from '@folio/schema'
import type { FastifyRequest } from 'fastify'

import type { Actor, OperationContext } from '../../lib/context.js'
import { requestAuthContext, type AuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import { requireSession } from '../routes/request-auth.js'
import { appMetadataOf } from '../serializers/user-json.js'
import type { AccountRule } from './account-rules.js'

function notAdmin(): AuthError {
  return new AuthError(403, 'not_admin', 'User not allowed')
}

/**
 * The context of an admin API request. The caller must present the access token of a live
 * session of a Folio admin: 401 `no_authorization` without a token, 403 `not_admin` for
 * anyone else (GoTrue answers the same for a non-service token).
 */
export async function adminContext(request: FastifyRequest): Promise<AuthContext> {
  const { user, session } = await requireSession(request)
  const role = appMetadataOf(user).role
  if (role !== 'admin') throw notAdmin()
  const actor: Actor = {
    userId: user.id,
    email: user.email,
    role,
    sessionId: session.id,
    aal: session.aal,
  }
  return { ...requestAuthContext(request), actor }
}

/** Operations of the admin API call this first, whoever called them. */
export function assertAdmin(ctx: OperationContext): Actor {
  if (ctx.actor?.role !== 'admin') throw notAdmin()
  return ctx.actor
}

/** A broken account rule in GoTrue's words: 422, as GoTrue reports business rules. */
export function accountRuleError(rule: AccountRule): AuthError {
  const message = {
    last_admin: userMessages.lastAdmin,
    self_change: userMessages.selfChange,
    admin_not_deletable: userMessages.adminNotDeletable,
  }[rule]
  return new AuthError(422, 'validation_failed', message)
}

export function userNotFound(): AuthError {
  return new AuthError(404, 'user_not_found', 'User not found')
}
