import { roles, userStatuses } from '@folio/schema'
import { z } from 'zod'

import { validationFailed } from '../auth-error.js'
import { hashPassword } from '../passwords/password-hash.js'
import { assertPasswordPolicy } from '../passwords/password-policy.js'
import { parseGoDuration } from './go-duration.js'

const metadata = z.record(z.string(), z.unknown()).nullish()

/** The body of POST and PUT /admin/users (GoTrue's AdminUserParams); unknown keys are ignored. */
export const adminUserAttributesSchema = z.object({
  email: z.string().max(255).nullish(),
  phone: z.string().nullish(),
  password: z.string().max(1000).nullish(),
  password_hash: z.string().max(1000).nullish(),
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: metadata,
  app_metadata: metadata,
  ban_duration: z.string().max(64).nullish(),
  // GoTrue's JWT `role`; Folio's roles live in app_metadata.role, so it is accepted and ignored.
  role: z.string().nullish(),
})
export type AdminUserAttributes = z.infer<typeof adminUserAttributesSchema>

/**
 * `base` with `patch` merged in shallowly; a key set to null is removed (GoTrue's rule for
 * user_metadata and app_metadata).
 */
export function mergeMetadata(
  base: Record<string, unknown>,
  patch: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  const merged = { ...base }
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

/** Rejects an app_metadata role or status Folio does not know. */
export function assertFolioMetadata(appMetadata: Record<string, unknown>) {
  const { role, status } = appMetadata
  if (role !== undefined && !(roles as readonly unknown[]).includes(role)) {
    throw validationFailed(`app_metadata.role must be one of ${roles.join(', ')}`)
  }
  if (status !== undefined && !(userStatuses as readonly unknown[]).includes(status)) {
    throw validationFailed(`app_metadata.status must be one of ${userStatuses.join(', ')}`)
  }
}

export type BanChange = { ban: false } | { ban: true; until: Date }

/**
 * `ban_duration`: a Go duration from now (`24h`, `876000h`), or `none` to lift a ban. A
 * duration that ends at once or in the past lifts it too.
 */
export function parseBanDuration(text: string | null | undefined): BanChange | undefined {
  if (text === undefined || text === null || text === '') return undefined
  if (text === 'none') return { ban: false }
  const ms = parseGoDuration(text)
  if (ms === null) throw validationFailed(`invalid format for ban duration: ${text}`)
  return ms > 0 ? { ban: true, until: new Date(Date.now() + ms) } : { ban: false }
}

/**
 * The password hash an admin request sets: an imported argon2 hash as given, or a new password
 * checked against the policy and hashed; undefined when the request sets neither.
 */
export async function passwordHashFrom(
  attributes: Pick<AdminUserAttributes, 'password' | 'password_hash'>,
): Promise<string | undefined> {
  if (attributes.password_hash) {
    assertImportableHash(attributes.password_hash)
    return attributes.password_hash
  }
  if (!attributes.password) return undefined
  await assertPasswordPolicy(attributes.password)
  return hashPassword(attributes.password)
}

/** Folio stores argon2 hashes only; a bcrypt import would never verify. */
export function assertImportableHash(hash: string) {
  if (!/^\$argon2(id|i|d)\$/.test(hash)) {
    throw validationFailed('password_hash must be an argon2 hash ($argon2id$…)')
  }
}
