import { roles, userStatuses } from '@folio/schema'
import type { Role, UserStatus } from '@folio/schema'
import type { Factor, Session, User, UserIdentity } from '@supabase/auth-js'

/**
 * The signed-in user as the app shows it (spec section 3: id, name, email, role, avatar, status,
 * createdAt, lastLogin, plus the identities and factors of the auth provider).
 */
export interface AppUser {
  id: string
  name: string
  email: string
  role: Role
  status: UserStatus
  avatarUrl: string | null
  createdAt: string
  lastLoginAt: string | null
  /** An email change waiting for confirmation. */
  newEmail: string | null
  /** `user_metadata.sign_in_notifications`; on unless the user turned it off. */
  signInNotifications: boolean
  identities: UserIdentity[]
  factors: Factor[]
}

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** Maps the auth client's user to the app's. Unknown roles fall back to the least privileged. */
export function toAppUser(user: User): AppUser {
  const email = user.email ?? ''
  const meta = user.user_metadata
  return {
    id: user.id,
    name: text(meta.full_name) ?? (email.split('@')[0] || 'User'),
    email,
    role: pick(roles, user.app_metadata.role, 'viewer'),
    status: pick(userStatuses, user.app_metadata.status, 'active'),
    avatarUrl: text(meta.avatar_url),
    createdAt: user.created_at,
    lastLoginAt: user.last_sign_in_at ?? null,
    newEmail: text(user.new_email),
    signInNotifications: meta.sign_in_notifications !== false,
    identities: user.identities ?? [],
    factors: user.factors ?? [],
  }
}

/** The claims of a JWT, without verifying it (the server does that); null when unreadable. */
export function readJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const json = decodeURIComponent(
      Array.from(
        atob(base64),
        (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
      ).join(''),
    )
    const claims: unknown = JSON.parse(json)
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** The user's verified authenticator-app factor, if any. */
export function verifiedTotpFactor(user: User | AppUser): Factor | undefined {
  return (user.factors ?? []).find(
    (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
  )
}

/**
 * The factor to challenge before this session may use the app: the user has a verified TOTP
 * factor but the session only proved the password (`aal1`).
 */
export function pendingSecondFactor(session: Session): Factor | undefined {
  const factor = verifiedTotpFactor(session.user)
  if (!factor) return undefined
  return readJwtClaims(session.access_token)?.aal === 'aal2' ? undefined : factor
}
