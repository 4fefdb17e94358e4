import { emailLinkMessages, emailLinkPages, ownValue } from '@folio/schema'

import type { AuthContext } from '../auth-context.js'
import { AuthError, otpExpired, validationFailed } from '../auth-error.js'
import {
  deleteFlowState,
  findFlowStateById,
  updateFlowState,
} from '../repositories/flow-states.repository.js'
import {
  findTokenByCode,
  findTokenByHash,
  type OneTimeTokenRow,
} from '../repositories/one-time-tokens.repository.js'
import { findUserByEmail, findUserByNewEmail } from '../repositories/users.repository.js'
import { redirectSettingsOf, resolveRedirect, withParams } from '../redirects.js'
import { otpCodeHash, sha256Hex } from '../tokens/random-tokens.js'
import { nowIso } from '../../lib/clock.js'
import { applyEmailToken, verifyTypes } from './apply-email-token.js'
import { issueSession, type ClientInfo, type SessionJson } from './issue-session.js'

export interface VerifyOtpInput {
  type?: unknown
  email?: unknown
  phone?: unknown
  token?: unknown
  tokenHash?: unknown
  client: ClientInfo
}

function typesOf(type: unknown) {
  const types = typeof type === 'string' ? ownValue(verifyTypes, type) : undefined
  if (!types) throw validationFailed('Verify requires a valid verification type')
  return types
}

async function findByCode(ctx: AuthContext, email: string, code: string, type: string) {
  const types = typesOf(type)
  const address = email.trim().toLowerCase()
  // An email change is confirmed with the code sent to the new address.
  const candidates = [
    await findUserByEmail(ctx.db, address),
    type === 'email_change' ? await findUserByNewEmail(ctx.db, address) : undefined,
  ]
  for (const user of candidates) {
    if (!user) continue
    const token = await findTokenByCode(ctx.db, user.id, otpCodeHash(user.id, code), types)
    if (token) return token
  }
  return undefined
}

/**
 * POST /verify (`verifyOtp`): a 6-digit code with the email address, or the token of a link
 * (`token_hash`), for a session (amr `otp`).
 */
export async function verifyOtp(ctx: AuthContext, input: VerifyOtpInput): Promise<SessionJson> {
  const types = typesOf(input.type)
  if (input.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled')
  let token: OneTimeTokenRow | undefined
  if (typeof input.tokenHash === 'string' && input.tokenHash) {
    if (input.email) {
      throw validationFailed('Only the token_hash and type should be provided')
    }
    token = await findTokenByHash(ctx.db, sha256Hex(input.tokenHash), types)
  } else if (typeof input.token === 'string' && input.token && typeof input.email === 'string') {
    token = await findByCode(ctx, input.email, input.token, input.type as string)
  } else {
    throw validationFailed('Verify requires either a token with an email address, or a token hash')
  }
  if (!token) throw otpExpired()
  const { user, flowStateId } = await applyEmailToken(ctx, token)
  if (flowStateId) await deleteFlowState(ctx.db, flowStateId)
  return issueSession(ctx, { user, method: 'otp', client: input.client })
}

/** The page of the web app for a link's `type` (the reset form for `recovery`), or the root. */
function pageOf(type: unknown): string {
  return typeof type === 'string' ? (ownValue(emailLinkPages, type) ?? '/') : '/'
}

/**
 * GET /verify, the link in an email: answers with the 303 the browser follows. Implicit flow:
 * the session in the URL fragment, minted now so the client does not find it stale. PKCE
 * (tokens marked `pkce_`): `?code=` for exchangeCodeForSession. Failures go to the same
 * place as `error`, `error_code` and `error_description`. A `redirect_to` the allow-list no
 * longer admits (or never did: an edited link) leaves the token unused and lands on the
 * flow's own page with `validation_failed` and a message saying why.
 */
export async function verifyLink(
  ctx: AuthContext,
  input: { token?: unknown; type?: unknown; redirectTo?: unknown; client: ClientInfo },
): Promise<string> {
  const resolved = resolveRedirect(
    redirectSettingsOf(ctx),
    typeof input.redirectTo === 'string' ? input.redirectTo : null,
    pageOf(input.type),
  )
  const redirectTo = resolved.url
  const pkce = typeof input.token === 'string' && input.token.startsWith('pkce_')
  try {
    if (resolved.refused) {
      const { host } = resolved.refused
      throw validationFailed(
        host === null
          ? emailLinkMessages.linkRedirectInvalid
          : emailLinkMessages.linkRedirectNotAllowed(host),
      )
    }
    const types = typesOf(input.type)
    if (typeof input.token !== 'string' || !input.token) throw otpExpired()
    const token = await findTokenByHash(ctx.db, sha256Hex(input.token), types)
    if (!token) throw otpExpired()
    const { user, flowStateId } = await applyEmailToken(ctx, token)
    const flow = flowStateId ? await findFlowStateById(ctx.db, flowStateId) : undefined
    if (flow) {
      await updateFlowState(ctx.db, flow.id, {
        auth_code_issued_at: nowIso(),
        updated_at: nowIso(),
      })
      return withParams(redirectTo, { code: flow.auth_code }, 'query')
    }
    const session = await issueSession(ctx, { user, method: 'otp', client: input.client })
    return withParams(
      redirectTo,
      {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: '',
        token_type: 'bearer',
        type: String(input.type),
      },
      'fragment',
    )
  } catch (error) {
    if (!(error instanceof AuthError) || error.status >= 500) throw error
    const description =
      error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message
    return withParams(
      redirectTo,
      {
        error: error.status === 403 ? 'access_denied' : 'invalid_request',
        error_code: error.code,
        error_description: description,
        sb: '',
      },
      pkce ? 'query' : 'fragment',
    )
  }
}
