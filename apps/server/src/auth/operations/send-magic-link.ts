import type { AuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import { findUserByEmail } from '../repositories/users.repository.js'
import { isUserBanned } from '../serializers/user-json.js'
import { emailLinkRedirect } from '../redirects.js'
import { parseCodeChallenge } from '../tokens/pkce.js'
import { createUser, normalizeEmail } from './create-user.js'
import { sendEmailLink } from './send-email-link.js'
import { parseUserData } from './sign-up.js'

export interface SendMagicLinkInput {
  email?: unknown
  phone?: unknown
  data?: unknown
  createUser?: unknown
  codeChallenge?: string | null
  codeChallengeMethod?: string | null
  redirectTo?: string | null
}

/**
 * POST /otp (`signInWithOtp`): emails a sign-in link and 6-digit code. An unknown address
 * gets an account without a password first (`create_user`, default true), which the link
 * then confirms; with `create_user: false` it is 422 `otp_disabled`.
 */
export async function sendMagicLink(ctx: AuthContext, input: SendMagicLinkInput): Promise<void> {
  if (input.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled')
  const email = normalizeEmail(input.email)
  const pkce = parseCodeChallenge(input.codeChallenge, input.codeChallengeMethod)
  const redirectTo = emailLinkRedirect(ctx, input.redirectTo, 'magiclink')
  let user = await findUserByEmail(ctx.db, email)
  if (!user) {
    if (input.createUser === false) {
      throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp')
    }
    if (ctx.auth.config.auth.disableSignup) {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    }
    user = await createUser(ctx, {
      email,
      password: null,
      emailConfirmed: false,
      userMetadata: parseUserData(input.data),
    })
  }
  if (user.deleted_at || isUserBanned(user)) return
  await sendEmailLink(ctx, { user, type: 'magiclink', redirectTo, pkce })
}
