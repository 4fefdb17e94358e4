import type { AuthContext } from '../../../auth/index.js'
import { sendEmailLink, findUserById } from '../../../auth/index.js'
import { accessOf } from '../../access/index.js'
import { emailFailure, userNotFound } from '../user-errors.js'

/**
 * Emails the user a password-recovery link (GoTrue's `/verify?type=recovery`) that signs them
 * in on the web app's reset form (/reset-password, on the address the admin uses when the
 * allow-list admits it). The admin never sees or sets the password.
 */
export async function sendPasswordReset(ctx: AuthContext, userId: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  const user = await findUserById(ctx, userId)
  if (!user || user.deleted_at) throw userNotFound()
  try {
    await sendEmailLink(ctx, { user, type: 'recovery' })
  } catch (error) {
    throw emailFailure(error, 'password reset')
  }
  ctx.logger.info({ userId, by: actor.userId }, 'password reset sent by admin')
}
