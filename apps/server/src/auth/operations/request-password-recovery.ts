import type { AuthContext } from '../auth-context.js'
import { findUserByEmail } from '../repositories/users.repository.js'
import { isUserBanned } from '../serializers/user-json.js'
import { emailLinkRedirect } from '../redirects.js'
import { parseCodeChallenge } from '../tokens/pkce.js'
import { normalizeEmail } from './create-user.js'
import { sendEmailLink } from './send-email-link.js'

/**
 * POST /recover: emails a password-reset link and code when the address has an account.
 * The answer is the same whether it has one or not, and a repeat within the send interval
 * is skipped quietly rather than refused, since a refusal would reveal the account.
 */
export async function requestPasswordRecovery(
  ctx: AuthContext,
  input: {
    email?: unknown
    codeChallenge?: string | null
    codeChallengeMethod?: string | null
    redirectTo?: string | null
  },
): Promise<void> {
  const email = normalizeEmail(input.email)
  const pkce = parseCodeChallenge(input.codeChallenge, input.codeChallengeMethod)
  // Refused for every address alike, known or not.
  const redirectTo = emailLinkRedirect(ctx, input.redirectTo, 'recovery')
  const user = await findUserByEmail(ctx.db, email)
  if (!user || user.deleted_at || isUserBanned(user)) return
  const sent = await sendEmailLink(ctx, {
    user,
    type: 'recovery',
    redirectTo,
    pkce,
    whenThrottled: 'skip',
  })
  if (!sent) ctx.logger.info({ userId: user.id }, 'recovery email skipped: sent recently')
}
