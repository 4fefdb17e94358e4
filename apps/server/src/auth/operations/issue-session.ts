import { randomUUID } from 'node:crypto'

import { nowIso } from '../../lib/clock.js'
import { withTransaction } from '../../lib/transaction.js'
import type { AuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import {
  findActiveRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  revokeRefreshTokens,
  updateSession,
  type SessionRow,
} from '../repositories/sessions.repository.js'
import { updateIdentities, updateUser, type UserRow } from '../repositories/users.repository.js'
import { appMetadataOf, userMetadataOf, type UserJson } from '../serializers/user-json.js'
import { mintAccessToken, type AmrEntry } from '../tokens/access-token.js'
import { newRefreshToken } from '../tokens/random-tokens.js'
import { getUserJson } from './get-user-json.js'

/** GoTrue's Session JSON (AUTH-PROTOCOL.md §2). */
export interface SessionJson {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: UserJson
  weak_password?: { reasons: string[]; message: string }
}

export interface ClientInfo {
  ip: string | null
  userAgent: string | null
}

export interface IssueSessionInput {
  user: UserRow
  /** The method that just succeeded: `password`, `otp`, `totp`, `recovery`, … (amr). */
  method: string
  /** Upgrade this session of the user instead of starting a new one (MFA verify). */
  sessionId?: string
  aal?: 'aal1' | 'aal2'
  factorId?: string
  client?: ClientInfo
}

/**
 * Starts a session for a user who just proved who they are, or upgrades one of theirs
 * (`sessionId`: the same session gets the new aal and amr entry, and its refresh token
 * rotates). Returns the Session JSON with a fresh access token. New sessions also stamp
 * `last_sign_in_at`.
 */
export async function issueSession(
  ctx: AuthContext,
  input: IssueSessionInput,
): Promise<SessionJson> {
  const { user, session, refreshToken } = await withTransaction(ctx, async (trx) => {
    const now = nowIso()
    const amrEntry: AmrEntry = { method: input.method, timestamp: Math.floor(Date.now() / 1000) }
    let session: SessionRow
    let parent: string | null = null
    let user = input.user

    if (input.sessionId) {
      const existing = await findSession(trx.db, input.sessionId)
      if (!existing || existing.user_id !== user.id) {
        throw new AuthError(403, 'session_not_found', 'Session not found')
      }
      const amr = [amrEntry, ...(JSON.parse(existing.amr) as AmrEntry[])]
      session = {
        ...existing,
        aal: input.aal ?? existing.aal,
        factor_id: input.factorId ?? existing.factor_id,
        amr: JSON.stringify(amr),
        updated_at: now,
      }
      await updateSession(trx.db, session.id, {
        aal: session.aal,
        factor_id: session.factor_id,
        amr: session.amr,
        updated_at: now,
      })
      parent = (await findActiveRefreshToken(trx.db, session.id))?.token ?? null
      await revokeRefreshTokens(trx.db, { sessionId: session.id }, now)
    } else {
      session = {
        id: randomUUID(),
        user_id: user.id,
        aal: input.aal ?? 'aal1',
        factor_id: input.factorId ?? null,
        amr: JSON.stringify([amrEntry]),
        created_at: now,
        updated_at: now,
        refreshed_at: null,
        not_after: null,
        user_agent: input.client?.userAgent ?? null,
        ip: input.client?.ip ?? null,
      }
      await insertSession(trx.db, session)
      await updateUser(trx.db, user.id, { last_sign_in_at: now })
      await updateIdentities(trx.db, user.id, { last_sign_in_at: now })
      user = { ...user, last_sign_in_at: now }
    }

    const refreshToken = newRefreshToken()
    await insertRefreshToken(trx.db, {
      id: randomUUID(),
      token: refreshToken,
      session_id: session.id,
      user_id: user.id,
      parent,
      revoked: 0,
      created_at: now,
      updated_at: now,
    })
    return { user, session, refreshToken }
  })
  return sessionResponse(ctx, user, session, refreshToken)
}

/** Mints an access token for a session and wraps it, with the user, as Session JSON. */
export async function sessionResponse(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionJson> {
  const { token, claims } = await mintAccessToken(
    ctx.auth.keys,
    ctx.auth.issuer,
    {
      sub: user.id,
      email: user.email,
      phone: '',
      aal: session.aal,
      amr: JSON.parse(session.amr) as AmrEntry[],
      session_id: session.id,
      is_anonymous: user.is_anonymous === 1,
      app_metadata: appMetadataOf(user),
      user_metadata: userMetadataOf(user),
    },
    { db: ctx.db },
  )
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: claims.exp - claims.iat,
    expires_at: claims.exp,
    refresh_token: refreshToken,
    user: await getUserJson(ctx, user),
  }
}
