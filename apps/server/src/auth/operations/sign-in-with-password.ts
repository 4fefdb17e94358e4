import type { AuthContext } from '../auth-context.js'
import { AuthError, validationFailed } from '../auth-error.js'
import { verifyAgainstNothing, verifyPassword } from '../passwords/password-hash.js'
import { passwordWeaknesses } from '../passwords/password-policy.js'
import { findUserByEmail } from '../repositories/users.repository.js'
import { isUserBanned } from '../serializers/user-json.js'
import { issueSession, type ClientInfo, type SessionJson } from './issue-session.js'
import { sendSignInNotification } from './send-notices.js'

export interface SignInWithPasswordInput {
  email?: unknown
  phone?: unknown
  password?: unknown
  client: ClientInfo
}

function invalidCredentials(): AuthError {
  return new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
}

/**
 * POST /token?grant_type=password. Unknown address, wrong password and no password all get
 * the same `invalid_credentials` after the same argon2 work. Only a correct password learns
 * that the account is banned or unconfirmed. Adds `weak_password` when the password no longer
 * meets the policy, and emails a sign-in notice.
 */
export async function signInWithPassword(
  ctx: AuthContext,
  input: SignInWithPasswordInput,
): Promise<SessionJson> {
  if (input.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled')
  if (typeof input.email !== 'string' || !input.email.trim()) {
    throw validationFailed('missing email or phone')
  }
  const password = typeof input.password === 'string' ? input.password : ''
  const user = await findUserByEmail(ctx.db, input.email.trim())
  if (!user?.encrypted_password || user.deleted_at || !password) {
    await verifyAgainstNothing(password)
    throw invalidCredentials()
  }
  if (!(await verifyPassword(user.encrypted_password, password))) throw invalidCredentials()
  if (isUserBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned')
  if (!user.email_confirmed_at) {
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
  }

  const session = await issueSession(ctx, { user, method: 'password', client: input.client })
  sendSignInNotification(ctx, user, input.client)
  const weak = await passwordWeaknesses(password)
  return weak ? { ...session, weak_password: weak } : session
}
