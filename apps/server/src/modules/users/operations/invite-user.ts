import { userMessages, type InviteUserInput, type UserSummary } from '@folio/schema'

import {
  deleteUserCompletely,
  AuthError,
  createUser,
  sendEmailLink,
  findUserByEmail,
  findUserById,
  userMetadataOf,
} from '../../../auth/index.js'
import type { AuthContext } from '../../../auth/index.js'
import { AppError } from '../../../lib/app-error.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { emailFailure } from '../user-errors.js'
import { toUserSummary } from '../user-summary.js'

function emailTaken(): AppError {
  return new AppError('already_exists', userMessages.emailTaken, [
    { path: 'email', message: userMessages.emailTaken },
  ])
}

/**
 * Creates an unconfirmed account with the chosen role and emails it an invitation. The link
 * (GoTrue's `/verify?type=invite`) confirms the address, signs the person in and lands on
 * the web app's /accept-invite page, where they choose their password. When the email
 * cannot be sent the account is removed again, so the invitation can simply be retried.
 */
export async function inviteUser(ctx: AuthContext, input: InviteUserInput): Promise<UserSummary> {
  const actor = accessOf(ctx).requireRole('admin')

  // 1. The account.
  let user
  try {
    user = await withTransaction(ctx, async (trx) => {
      if (await findUserByEmail(trx, input.email)) throw emailTaken()
      return createUser(trx, {
        email: input.email,
        password: null,
        role: input.role,
        emailConfirmed: false,
        userMetadata: input.name ? { full_name: input.name } : {},
      })
    })
  } catch (error) {
    // Another admin invited the same address a moment earlier.
    if (error instanceof AuthError && error.code === 'email_exists') throw emailTaken()
    throw error
  }

  // 2. The email, after commit (the mailer writes with its own connection).
  const inviter = await findUserById(ctx, actor.userId)
  const inviterName = inviter ? userMetadataOf(inviter).full_name : undefined
  try {
    await sendEmailLink(ctx, {
      user,
      type: 'invite',
      inviter: typeof inviterName === 'string' && inviterName ? inviterName : actor.email,
    })
  } catch (error) {
    await withTransaction(ctx, (trx) => deleteUserCompletely(trx, user.id))
    throw emailFailure(error, 'invitation')
  }
  ctx.logger.info({ userId: user.id, role: input.role, by: actor.userId }, 'user invited')
  return toUserSummary((await findUserById(ctx, user.id)) ?? user, false)
}
