import {
  appMetadataOf,
  authenticateAccessToken,
  findUserById,
  isUserBanned,
  listUserSessions,
  type AuthContext,
} from '../../auth/index.js'
import type { Actor, OperationContext } from '../../lib/context.js'
import { createAccess } from '../access/index.js'
import type { SocketUser } from './connection.js'
import { lookOf } from './people.js'

/**
 * Signs a socket in with an access token: the same checks as every API request (signature,
 * live session, active user), then the rights the REST API would apply to that user.
 */
export async function signInSocket(ctx: AuthContext, token: string): Promise<SocketUser> {
  const { user, session } = await authenticateAccessToken(ctx, token)
  const actor: Actor = {
    userId: user.id,
    email: user.email,
    role: appMetadataOf(user).role,
    sessionId: session.id,
    aal: session.aal,
  }
  const rights = await createAccess({ ...ctx, actor }).rights()
  return { actor, look: lookOf(user), rights }
}

/**
 * A signed-in socket's user as they stand now: null when they were suspended, deleted or
 * signed out of that session; else with their current role, name and rights (the permission
 * matrix may have changed too).
 */
export async function recheckSocketUser(
  ctx: Pick<OperationContext, 'db'>,
  current: SocketUser,
): Promise<SocketUser | null> {
  const { userId, sessionId } = current.actor
  const [user, sessions] = await Promise.all([
    findUserById(ctx, userId),
    listUserSessions(ctx, userId),
  ])
  if (!user || user.deleted_at || isUserBanned(user)) return null
  if (!sessions.some((session) => session.id === sessionId)) return null
  const actor: Actor = { ...current.actor, role: appMetadataOf(user).role }
  const rights = await createAccess({ db: ctx.db, actor }).rights()
  return { actor, look: lookOf(user), rights }
}
