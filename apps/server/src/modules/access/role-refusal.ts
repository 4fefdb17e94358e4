import { apiKeyMessages, isAdmin, isEditor, permissionMessages, type Role } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { Actor } from '../../lib/context.js'

/**
 * Why the actor's role falls short of `role` (admin > editor > viewer), or null when it does
 * not. A read-only API key asking for more than reading is told so in words about keys, not
 * roles. Pure, so rules can list what a caller may do without trying it.
 */
export function roleRefusal(actor: Actor, role: Role): AppError | null {
  if (role !== 'viewer' && actor.apiKey?.scope === 'read') {
    return new AppError('forbidden', apiKeyMessages.readOnly)
  }
  const allowed =
    role === 'admin' ? isAdmin(actor.role) : role === 'editor' ? isEditor(actor.role) : true
  return allowed
    ? null
    : new AppError('forbidden', permissionMessages.roleRequired(role, actor.role))
}
