import type { AuthContext } from '../auth-context.js'
import { AuthError, validationFailed } from '../auth-error.js'
import { findUserByEmail, findUserByNewEmail } from '../repositories/users.repository.js'
import { isUserBanned } from '../serializers/user-json.js'
import { emailLinkRedirect } from '../redirects.js'
import { parseCodeChallenge } from '../tokens/pkce.js'
import { normalizeEmail } from './create-user.js'
import { sendEmailLink } from './send-email-link.js'

export interface ResendEmailInput {
  email?: unknown
  phone?: unknown
  type?: unknown
  codeChallenge?: string | null
  codeChallengeMethod?: string | null
  redirectTo?: string | null
}

/**
 * POST /resend: sends the signup confirmation or the email-change confirmation again, with a
 * new link and code (the old ones stop working). Nothing to resend answers the same as
 * success; within the send interval it is 429 `over_email_send_rate_limit`.
 */
export async function resendEmail(ctx: AuthContext, input: ResendEmailInput): Promise<void> {
  if (input.type === 'sms' || input.type === 'phone_change') {
    throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled')
  }
  if (input.type !== 'signup' && input.type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change')
  }
  const email = normalizeEmail(input.email)
  const pkce = parseCodeChallenge(input.codeChallenge, input.codeChallengeMethod)
  const redirectTo = emailLinkRedirect(ctx, input.redirectTo, input.type)

  if (input.type === 'signup') {
    const user = await findUserByEmail(ctx.db, email)
    if (!user || user.email_confirmed_at || user.deleted_at || isUserBanned(user)) return
    await sendEmailLink(ctx, { user, type: 'signup', redirectTo, pkce })
    return
  }
  const user = (await findUserByEmail(ctx.db, email)) ?? (await findUserByNewEmail(ctx.db, email))
  if (!user?.email_change || user.deleted_at || isUserBanned(user)) return
  await sendEmailLink(ctx, {
    user,
    type: 'email_change',
    to: user.email_change,
    redirectTo,
    pkce,
  })
}
