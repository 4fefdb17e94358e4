import { randomUUID } from 'node:crypto'

import { isValidEmail, type Role } from '@folio/schema'

import { nowIso } from '../../lib/clock.js'
import type { OperationContext } from '../../lib/context.js'
import { withTransaction } from '../../lib/transaction.js'
import { AuthError, validationFailed } from '../auth-error.js'
import { hashPassword } from '../passwords/password-hash.js'
import { assertPasswordPolicy } from '../passwords/password-policy.js'
import {
  adminExists,
  findUserByEmail,
  insertIdentity,
  insertUser,
  type UserRow,
} from '../repositories/users.repository.js'
import type { AppMetadata, UserMetadata } from '../serializers/user-json.js'

/** Lower-cases and checks an email address; 400 `validation_failed` when it is not one. */
export function normalizeEmail(email: unknown): string {
  if (typeof email !== 'string' || !email.trim())
    throw validationFailed('An email address is required')
  const normalized = email.trim().toLowerCase()
  if (normalized.length > 255 || !isValidEmail(normalized)) {
    throw validationFailed('Unable to validate email address: invalid format')
  }
  return normalized
}

export interface CreateUserInput {
  email: string
  /** Checked against the password policy and hashed; null for invite or magic-link accounts. */
  password: string | null
  /** An argon2 hash to store instead of hashing `password` (which is then ignored). */
  passwordHash?: string
  /** Omitted: admin when the installation has no admin yet, viewer otherwise. */
  role?: Role
  emailConfirmed: boolean
  userMetadata?: UserMetadata
  invited?: boolean
}

/**
 * Creates an account with its email identity. Every door uses it: sign-up, the first admin,
 * demo accounts, the CLI and admin-created users. Throws 422 `email_exists` for a taken
 * address and 422 `weak_password` for a password that fails the policy.
 */
export async function createUser(ctx: OperationContext, input: CreateUserInput): Promise<UserRow> {
  const email = normalizeEmail(input.email)
  // Hash before the transaction: on SQLite it would hold the only connection for ~200 ms.
  let encryptedPassword = input.passwordHash ?? null
  if (!encryptedPassword && input.password !== null) {
    await assertPasswordPolicy(input.password)
    encryptedPassword = await hashPassword(input.password)
  }

  return withTransaction(ctx, async (trx) => {
    if (await findUserByEmail(trx.db, email)) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    const role = input.role ?? ((await adminExists(trx.db, trx.dialect)) ? 'viewer' : 'admin')
    const now = nowIso()
    const appMetadata: AppMetadata = {
      provider: 'email',
      providers: ['email'],
      role,
      status: 'active',
    }
    const user: UserRow = {
      id: randomUUID(),
      email,
      encrypted_password: encryptedPassword,
      email_confirmed_at: input.emailConfirmed ? now : null,
      confirmation_sent_at: null,
      recovery_sent_at: null,
      email_change: null,
      email_change_sent_at: null,
      reauthentication_sent_at: null,
      invited_at: input.invited ? now : null,
      last_sign_in_at: null,
      banned_until: null,
      raw_app_meta_data: JSON.stringify(appMetadata),
      raw_user_meta_data: JSON.stringify(input.userMetadata ?? {}),
      is_anonymous: 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    }
    await insertUser(trx.db, user)
    await insertIdentity(trx.db, {
      id: randomUUID(),
      provider_id: user.id,
      user_id: user.id,
      provider: 'email',
      identity_data: JSON.stringify({
        sub: user.id,
        email,
        email_verified: input.emailConfirmed,
        phone_verified: false,
      }),
      email,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    })
    if (role === 'admin') trx.logger.info({ userId: user.id }, 'admin account created')
    return user
  })
}
