import type { UserSession } from '@folio/schema'

import { listUserSessions } from '../../../auth/index.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'

/**
 * The signed-in user's devices, newest first, the one making the request marked `current`.
 * Last activity is the last refresh: access tokens are used without touching the session.
 */
export async function listMySessions(ctx: OperationContext): Promise<UserSession[]> {
  const actor = requireActor(ctx)
  const sessions = await listUserSessions(ctx, actor.userId)
  return sessions.map((session) => ({
    id: session.id,
    createdAt: session.created_at,
    lastActiveAt: [session.refreshed_at, session.updated_at, session.created_at]
      .filter((at): at is string => at !== null)
      .sort()
      .at(-1) as string,
    userAgent: session.user_agent,
    ip: session.ip,
    aal: session.aal,
    current: session.id === actor.sessionId,
  }))
}
