import type { AuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import { findSession, type SessionRow } from '../repositories/sessions.repository.js'
import { findUserById, type UserRow } from '../repositories/users.repository.js'
import { isUserBanned } from '../serializers/user-json.js'
import { verifyAccessToken, type AccessTokenClaims } from '../tokens/access-token.js'

export interface Authenticated {
  claims: AccessTokenClaims
  user: UserRow
  session: SessionRow
}

/**
 * The check behind every authenticated request, on /auth/v1 and /api/v1: a valid signature
 * is not enough. The token's session must still exist (sign-out and suspension delete it
 * before the JWT expires) and its user must exist and not be banned or suspended.
 * Throws GoTrue's 403 `bad_jwt`, `session_not_found`, `user_not_found` or `user_banned`.
 */
export async function authenticateAccessToken(
  ctx: AuthContext,
  token: string,
): Promise<Authenticated> {
  const claims = await verifyAccessToken(ctx.auth.keys, token, ctx.db)
  const [session, user] = await Promise.all([
    findSession(ctx.db, claims.session_id),
    findUserById(ctx.db, claims.sub),
  ])
  if (!user || user.deleted_at) {
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  }
  if (!session || session.user_id !== user.id) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    )
  }
  if (isUserBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned')
  return { claims, user, session }
}
