import type { OperationContext } from '../../lib/context.js'
import { deleteSessions } from '../repositories/sessions.repository.js'

/**
 * Signs a user out everywhere (or everywhere but `except`): deletes their sessions and, with
 * them, their refresh tokens. Access tokens already issued stop working at once, because
 * every request checks its session. Suspension and password changes call this.
 * Returns how many sessions ended.
 */
export async function revokeUserSessions(
  ctx: OperationContext,
  userId: string,
  options: { except?: string } = {},
): Promise<number> {
  const ended = await deleteSessions(ctx.db, { userId, ...options })
  if (ended.length) ctx.logger.info({ userId, sessions: ended.length }, 'sessions revoked')
  return ended.length
}
