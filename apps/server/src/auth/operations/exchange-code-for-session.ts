import type { AuthContext } from '../auth-context.js'
import { AuthError, validationFailed } from '../auth-error.js'
import { deleteFlowState, findFlowStateByCode } from '../repositories/flow-states.repository.js'
import { findUserById } from '../repositories/users.repository.js'
import { isUserBanned } from '../serializers/user-json.js'
import { verifierMatches } from '../tokens/pkce.js'
import { issueSession, type ClientInfo, type SessionJson } from './issue-session.js'

/** An auth code must be exchanged this soon after the email link issued it. */
export const FLOW_STATE_LIFETIME_SECONDS = 300

/**
 * POST /token?grant_type=pkce: trades the `?code=` of a verified PKCE email link, plus the
 * verifier only the client that started the flow holds, for a session. Single use.
 */
export async function exchangeCodeForSession(
  ctx: AuthContext,
  input: { authCode?: unknown; codeVerifier?: unknown; client: ClientInfo },
): Promise<SessionJson> {
  const { authCode, codeVerifier } = input
  if (
    typeof authCode !== 'string' ||
    !authCode ||
    typeof codeVerifier !== 'string' ||
    !codeVerifier
  ) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty')
  }
  const flow = await findFlowStateByCode(ctx.db, authCode)
  if (!flow?.user_id || !flow.auth_code_issued_at) {
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    )
  }
  const issuedAt = new Date(flow.auth_code_issued_at).getTime()
  if (Date.now() > issuedAt + FLOW_STATE_LIFETIME_SECONDS * 1000) {
    await deleteFlowState(ctx.db, flow.id)
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired')
  }
  if (!verifierMatches(codeVerifier, flow.code_challenge, flow.code_challenge_method)) {
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    )
  }
  if (!(await deleteFlowState(ctx.db, flow.id))) {
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    )
  }
  const user = await findUserById(ctx.db, flow.user_id)
  if (!user || user.deleted_at) throw new AuthError(404, 'user_not_found', 'User not found')
  if (isUserBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned')
  return issueSession(ctx, { user, method: 'otp', client: input.client })
}
