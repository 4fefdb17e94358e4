import type { OperationContext } from '../../lib/context.js'
import { DEMO_PASSWORD, demoAccounts } from '../demo/demo-accounts.js'
import { initialsAvatar } from '../demo/avatar.js'
import { hashPassword } from '../passwords/password-hash.js'
import { findUserByEmail } from '../repositories/users.repository.js'
import { AuthError } from '../auth-error.js'
import { createUser } from './create-user.js'

/**
 * Creates the demo accounts that do not exist yet (confirmed, sharing DEMO_PASSWORD), so
 * every start is idempotent and costs nothing once they exist. Accounts an admin changed
 * are left alone. Sign-in notifications are off: nobody reads a demo inbox.
 * Returns the emails it created.
 */
export async function seedDemoAccounts(ctx: OperationContext): Promise<string[]> {
  const created: string[] = []
  // One hash serves every account: argon2 is deliberately slow and they share the password.
  let passwordHash: string | undefined
  for (const account of demoAccounts) {
    if (await findUserByEmail(ctx.db, account.email)) continue
    passwordHash ??= await hashPassword(DEMO_PASSWORD)
    try {
      await createUser(ctx, {
        email: account.email,
        password: DEMO_PASSWORD,
        passwordHash,
        role: account.role,
        emailConfirmed: true,
        userMetadata: {
          full_name: account.name,
          avatar_url: initialsAvatar(account.name),
          sign_in_notifications: false,
        },
      })
      created.push(account.email)
    } catch (error) {
      // Another instance starting at the same moment created it first.
      if (!(error instanceof AuthError && error.code === 'email_exists')) throw error
    }
  }
  if (created.length) ctx.logger.info({ accounts: created }, 'demo accounts created')
  return created
}
