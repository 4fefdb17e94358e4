import { roles, userStatuses, type Role, type UserStatus } from '@folio/schema'

import type { MfaFactorRow } from '../repositories/mfa-factors.repository.js'
import type { IdentityRow, UserRow } from '../repositories/users.repository.js'

/** `app_metadata` as Folio keeps it: GoTrue's provider fields plus role and status. */
export interface AppMetadata extends Record<string, unknown> {
  provider: string
  providers: string[]
  role: Role
  status: UserStatus
}

export type UserMetadata = Record<string, unknown>

export function appMetadataOf(user: Pick<UserRow, 'raw_app_meta_data'>): AppMetadata {
  const raw = JSON.parse(user.raw_app_meta_data) as Partial<AppMetadata>
  return {
    ...raw,
    provider: raw.provider ?? 'email',
    providers: raw.providers ?? ['email'],
    role: roles.includes(raw.role as Role) ? (raw.role as Role) : 'viewer',
    status: userStatuses.includes(raw.status as UserStatus) ? (raw.status as UserStatus) : 'active',
  }
}

export function userMetadataOf(user: Pick<UserRow, 'raw_user_meta_data'>): UserMetadata {
  return JSON.parse(user.raw_user_meta_data) as UserMetadata
}

/** Suspended (Folio) or banned (GoTrue) users may not sign in, refresh or call anything. */
export function isUserBanned(
  user: Pick<UserRow, 'banned_until' | 'raw_app_meta_data'>,
  now = new Date(),
): boolean {
  if (appMetadataOf(user).status === 'suspended') return true
  return user.banned_until !== null && new Date(user.banned_until) > now
}

/** A user in GoTrue's JSON shape (AUTH-PROTOCOL.md §2); `?` fields are left out when null. */
export interface UserJson {
  id: string
  aud: 'authenticated'
  role: 'authenticated'
  email: string
  phone: string
  email_confirmed_at?: string
  confirmed_at?: string
  confirmation_sent_at?: string
  recovery_sent_at?: string
  email_change_sent_at?: string
  new_email?: string
  invited_at?: string
  last_sign_in_at?: string
  banned_until?: string
  deleted_at?: string
  app_metadata: AppMetadata
  user_metadata: UserMetadata
  identities: IdentityJson[]
  factors?: FactorJson[]
  created_at: string
  updated_at: string
  is_anonymous: boolean
}

export interface IdentityJson {
  identity_id: string
  id: string
  user_id: string
  provider: string
  identity_data: Record<string, unknown>
  email?: string
  last_sign_in_at?: string
  created_at: string
  updated_at: string
}

export interface FactorJson {
  id: string
  friendly_name?: string
  factor_type: 'totp'
  status: 'unverified' | 'verified'
  created_at: string
  updated_at: string
  last_challenged_at: string | null
  phone: string
}

function optional<K extends string>(key: K, value: string | null): Partial<Record<K, string>> {
  return value === null ? {} : ({ [key]: value } as Record<K, string>)
}

export function toIdentityJson(identity: IdentityRow): IdentityJson {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    provider: identity.provider,
    identity_data: JSON.parse(identity.identity_data) as Record<string, unknown>,
    ...optional('email', identity.email),
    ...optional('last_sign_in_at', identity.last_sign_in_at),
    created_at: identity.created_at,
    updated_at: identity.updated_at,
  }
}

export function toFactorJson(factor: MfaFactorRow): FactorJson {
  return {
    id: factor.id,
    ...optional('friendly_name', factor.friendly_name || null),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    last_challenged_at: factor.last_challenged_at,
    phone: '',
  }
}

export function toUserJson(
  user: UserRow,
  identities: IdentityRow[],
  factors: MfaFactorRow[],
): UserJson {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    ...optional('email_confirmed_at', user.email_confirmed_at),
    ...optional('confirmed_at', user.email_confirmed_at),
    ...optional('confirmation_sent_at', user.confirmation_sent_at),
    ...optional('recovery_sent_at', user.recovery_sent_at),
    ...optional('email_change_sent_at', user.email_change_sent_at),
    ...optional('new_email', user.email_change),
    ...optional('invited_at', user.invited_at),
    ...optional('last_sign_in_at', user.last_sign_in_at),
    ...optional('banned_until', user.banned_until),
    ...optional('deleted_at', user.deleted_at),
    app_metadata: appMetadataOf(user),
    user_metadata: userMetadataOf(user),
    identities: identities.map(toIdentityJson),
    ...(factors.length ? { factors: factors.map(toFactorJson) } : {}),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous === 1,
  }
}
