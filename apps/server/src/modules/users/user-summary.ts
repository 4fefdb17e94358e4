import type { UserSummary } from '@folio/schema'

import type { UserRow } from '../../auth/index.js'
import { appMetadataOf, isUserBanned, userMetadataOf } from '../../auth/index.js'

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** A user as the Users page shows them; the name falls back to the email's local part. */
export function toUserSummary(user: UserRow, mfaEnabled: boolean): UserSummary {
  const metadata = userMetadataOf(user)
  return {
    id: user.id,
    name: text(metadata.full_name) ?? text(metadata.name) ?? user.email.split('@')[0] ?? user.email,
    email: user.email,
    role: appMetadataOf(user).role,
    status: isUserBanned(user) ? 'suspended' : 'active',
    avatarUrl: text(metadata.avatar_url),
    emailConfirmed: user.email_confirmed_at !== null,
    mfaEnabled,
    invitedAt: user.invited_at,
    createdAt: user.created_at,
    lastLoginAt: user.last_sign_in_at,
  }
}
