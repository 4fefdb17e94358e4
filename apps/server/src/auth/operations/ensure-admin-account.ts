import { nowIso } from '../../lib/clock.js'
import { AuthError } from '../auth-error.js'
import type { OperationContext } from '../../lib/context.js'
import { findUserByEmail, updateUser } from '../repositories/users.repository.js'
import { appMetadataOf } from '../serializers/user-json.js'
import { createUser } from './create-user.js'

/**
 * The admin named by ADMIN_EMAIL / ADMIN_PASSWORD: created confirmed on first start; on later
 * starts kept as it is (its password is not reset) but made an active admin again if
 * someone demoted or suspended it. Returns what it did.
 */
export async function ensureAdminAccount(
  ctx: OperationContext,
  admin: { email: string; password: string },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByEmail(ctx.db, admin.email)
  if (!existing) {
    try {
      await createUser(ctx, {
        email: admin.email,
        password: admin.password,
        role: 'admin',
        emailConfirmed: true,
        userMetadata: { full_name: 'Admin' },
      })
      return 'created'
    } catch (error) {
      // Someone signed up with this email in the meantime (start-ups take turns, sign-ups on
      // a running instance do not): that account is the one made an admin.
      if (!(error instanceof AuthError && error.code === 'email_exists')) throw error
      return ensureAdminAccount(ctx, admin)
    }
  }
  const metadata = appMetadataOf(existing)
  const confirmed = existing.email_confirmed_at !== null
  if (metadata.role === 'admin' && metadata.status === 'active' && confirmed) return 'unchanged'
  const now = nowIso()
  await updateUser(ctx.db, existing.id, {
    raw_app_meta_data: JSON.stringify({ ...metadata, role: 'admin', status: 'active' }),
    email_confirmed_at: existing.email_confirmed_at ?? now,
    banned_until: null,
    updated_at: now,
  })
  ctx.logger.info({ userId: existing.id }, 'ADMIN_EMAIL account made an active admin')
  return 'promoted'
}
