import type { OperationContext } from '../../lib/context.js'
import { validationFailed } from '../auth-error.js'
import { deleteSessions } from '../repositories/sessions.repository.js'

export type SignOutScope = 'global' | 'local' | 'others'

/**
 * POST /logout: ends the caller's session (`local`), every other one (`others`) or all of
 * them (`global`, the default). Their access tokens stop working at once.
 */
export async function signOut(
  ctx: OperationContext,
  input: { userId: string; sessionId: string; scope?: unknown },
): Promise<void> {
  const scope = input.scope ?? 'global'
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw validationFailed('scope must be one of global, local or others')
  }
  await deleteSessions(ctx.db, {
    userId: input.userId,
    ...(scope === 'local' ? { only: input.sessionId } : {}),
    ...(scope === 'others' ? { except: input.sessionId } : {}),
  })
}
