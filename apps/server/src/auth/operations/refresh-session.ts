import { randomUUID } from 'node:crypto'

import { nowIso } from '../../lib/clock.js'
import { withTransaction } from '../../lib/transaction.js'
import type { AuthContext } from '../auth-context.js'
import { AuthError, OAuthError } from '../auth-error.js'
import {
  deleteSessions,
  findActiveRefreshToken,
  findRefreshTokenForUpdate,
  findSession,
  insertRefreshToken,
  revokeRefreshTokens,
  updateSession,
  type SessionRow,
} from '../repositories/sessions.repository.js'
import { findUserById, type UserRow } from '../repositories/users.repository.js'
import { isUserBanned } from '../serializers/user-json.js'
import { newRefreshToken } from '../tokens/random-tokens.js'
import { sessionResponse, type SessionJson } from './issue-session.js'

/** A used token may be presented again this long after its use (a lost response). */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10

/** Failures are returned, not thrown, so that the transaction commits a family revocation. */
type Outcome =
  { error: AuthError } | { error: null; user: UserRow; session: SessionRow; issued: string }

/**
 * POST /token?grant_type=refresh_token, with GoTrue's rotation (AUTH-PROTOCOL.md §4):
 * the active token is swapped for a child. A used token is answered with
 *  (a) the current token when it is that token's parent (the client lost the response),
 *  (b) a new child within the reuse interval (two tabs refreshing together),
 *  (c) otherwise it was stolen or replayed: the whole session ends and the answer is
 *      `refresh_token_already_used`.
 * Concurrent refreshes of one token serialize on its row.
 */
export async function refreshSession(
  ctx: AuthContext,
  input: { refreshToken?: unknown },
): Promise<SessionJson> {
  if (typeof input.refreshToken !== 'string' || !input.refreshToken) {
    throw new OAuthError(400, 'invalid_request', 'refresh_token required')
  }
  const presented = input.refreshToken

  const outcome = await withTransaction(ctx, async (trx): Promise<Outcome> => {
    const token = await findRefreshTokenForUpdate(trx.db, trx.dialect, presented)
    if (!token) {
      return {
        error: new AuthError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        ),
      }
    }
    const [session, user] = await Promise.all([
      findSession(trx.db, token.session_id),
      findUserById(trx.db, token.user_id),
    ])
    if (!session) return { error: new AuthError(400, 'session_not_found', 'Session not found') }
    if (!user || user.deleted_at) {
      return { error: new AuthError(400, 'user_not_found', 'User not found') }
    }
    if (isUserBanned(user)) return { error: new AuthError(400, 'user_banned', 'User is banned') }

    const now = nowIso()
    let issued: string | null = null
    if (token.revoked) {
      const active = await findActiveRefreshToken(trx.db, session.id)
      if (active && active.parent === token.token) {
        issued = active.token // (a)
      } else {
        const reuseUntil =
          new Date(token.updated_at).getTime() + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000
        if (Date.now() > reuseUntil) {
          // (c) Committed, not rolled back: the session must stay dead.
          await deleteSessions(trx.db, { userId: user.id, only: session.id })
          trx.logger.warn(
            { userId: user.id, sessionId: session.id },
            'refresh token reused: session revoked',
          )
          return {
            error: new AuthError(
              400,
              'refresh_token_already_used',
              'Invalid Refresh Token: Already Used',
            ),
          }
        }
      }
    }
    if (!issued) {
      issued = newRefreshToken()
      if (!token.revoked)
        await revokeRefreshTokens(trx.db, { sessionId: session.id, token: token.token }, now)
      await insertRefreshToken(trx.db, {
        id: randomUUID(),
        token: issued,
        session_id: session.id,
        user_id: user.id,
        parent: token.token,
        revoked: 0,
        created_at: now,
        updated_at: now,
      })
    }
    await updateSession(trx.db, session.id, { refreshed_at: now, updated_at: now })
    return { error: null, user, session, issued }
  })

  if (outcome.error) throw outcome.error
  return sessionResponse(ctx, outcome.user, outcome.session, outcome.issued)
}
