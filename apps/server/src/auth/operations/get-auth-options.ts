import type { AuthOptions } from '@folio/schema'

import type { AuthContext } from '../auth-context.js'
import { DEMO_PASSWORD, demoAccounts } from '../demo/demo-accounts.js'
import { adminExists } from '../repositories/users.repository.js'

/** What the login and sign-up pages need to know before anyone signs in. */
export async function getAuthOptions(ctx: AuthContext): Promise<AuthOptions> {
  const { auth } = ctx.auth.config
  return {
    signupEnabled: !auth.disableSignup,
    firstUserBecomesAdmin: !(await adminExists(ctx.db, ctx.dialect)),
    emailConfirmation: !auth.autoconfirm,
    mailboxEnabled: ctx.auth.mailer.mode === 'outbox',
    demo: auth.demo ? { password: DEMO_PASSWORD, accounts: [...demoAccounts] } : null,
  }
}
