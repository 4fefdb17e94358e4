import { randomUUID } from 'node:crypto'

import { nowIso } from '../../lib/clock.js'
import type { AuthContext } from '../auth-context.js'
import { AuthError, validationFailed } from '../auth-error.js'
import { hashPassword } from '../passwords/password-hash.js'
import { assertPasswordPolicy } from '../passwords/password-policy.js'
import { findUserByEmail, findUserById, updateUser } from '../repositories/users.repository.js'
import { userMetadataOf, type UserJson } from '../serializers/user-json.js'
import { emailLinkRedirect } from '../redirects.js'
import { parseCodeChallenge } from '../tokens/pkce.js'
import { createUser, normalizeEmail } from './create-user.js'
import { getUserJson } from './get-user-json.js'
import { issueSession, type ClientInfo, type SessionJson } from './issue-session.js'
import { sendEmailLink } from './send-email-link.js'
import { sendWelcomeEmail } from './send-notices.js'

export interface SignUpInput {
  email?: unknown
  phone?: unknown
  password?: unknown
  data?: unknown
  codeChallenge?: string | null
  codeChallengeMethod?: string | null
  redirectTo?: string | null
  client: ClientInfo
}

export type SignUpResult = { session: SessionJson } | { user: UserJson }

/** `data` of signup and /otp: a JSON object that becomes user_metadata. */
export function parseUserData(data: unknown): Record<string, unknown> {
  if (data === undefined || data === null) return {}
  if (typeof data !== 'object' || Array.isArray(data))
    throw validationFailed('data must be an object')
  return data as Record<string, unknown>
}

/**
 * POST /signup. With email confirmation on, answers the new user (no session) and emails a
 * confirmation link and code; an address that already has a confirmed account gets a fake
 * user instead, so the answer never tells whether an account exists. With MAILER_AUTOCONFIRM
 * the account is confirmed at once and signed in. The first account of an installation
 * without an admin becomes admin.
 */
export async function signUp(ctx: AuthContext, input: SignUpInput): Promise<SignUpResult> {
  const config = ctx.auth.config.auth
  if (config.disableSignup) {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
  }
  if (input.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled')
  const email = normalizeEmail(input.email)
  if (typeof input.password !== 'string' || !input.password) {
    throw validationFailed('Signup requires a valid password')
  }
  await assertPasswordPolicy(input.password)
  const data = parseUserData(input.data)
  const pkce = parseCodeChallenge(input.codeChallenge, input.codeChallengeMethod)
  // Refused before the account exists: whether it exists must not change the answer.
  const redirectTo = config.autoconfirm ? null : emailLinkRedirect(ctx, input.redirectTo, 'signup')
  // Every branch pays for one hash, so timing does not tell them apart either.
  const passwordHash = await hashPassword(input.password)

  const existing = await findUserByEmail(ctx.db, email)
  if (existing && config.autoconfirm) {
    throw new AuthError(422, 'user_already_exists', 'User already registered')
  }
  if (existing?.email_confirmed_at) return { user: fakeUser(email, data) }

  let user = existing
  if (user) {
    // Unconfirmed: whoever confirms the address gets in with the latest password and data.
    const metadata = { ...userMetadataOf(user), ...data }
    await updateUser(ctx.db, user.id, {
      encrypted_password: passwordHash,
      raw_user_meta_data: JSON.stringify(metadata),
      updated_at: nowIso(),
    })
  } else {
    user = await createUser(ctx, {
      email,
      password: input.password,
      passwordHash,
      emailConfirmed: config.autoconfirm,
      userMetadata: data,
    })
  }

  if (config.autoconfirm) {
    sendWelcomeEmail(ctx, user)
    return { session: await issueSession(ctx, { user, method: 'password', client: input.client }) }
  }
  await sendEmailLink(ctx, { user, type: 'signup', redirectTo, pkce })
  const fresh = await findUserById(ctx.db, user.id)
  return { user: await getUserJson(ctx, fresh ?? user) }
}

/** What GoTrue answers for a taken address: a plausible new user that does not exist. */
function fakeUser(email: string, data: Record<string, unknown>): UserJson {
  const now = nowIso()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'], role: 'viewer', status: 'active' },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
