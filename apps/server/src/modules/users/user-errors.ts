import { userMessages, serviceMessages } from '@folio/schema'

import type { AccountRule } from '../../auth/index.js'
import { AuthError } from '../../auth/index.js'
import { AppError } from '../../lib/app-error.js'

export function userNotFound(): AppError {
  return new AppError('not_found', userMessages.notFound)
}

/** A broken account rule as /api/v1 reports it: 409, the state forbids the change. */
export function accountRuleConflict(rule: AccountRule): AppError {
  const message = {
    last_admin: userMessages.lastAdmin,
    self_change: userMessages.selfChange,
    admin_not_deletable: userMessages.adminNotDeletable,
  }[rule]
  return new AppError(rule, message)
}

/**
 * The auth service's email sending fails in GoTrue's terms; the Users page gets /api/v1's:
 * the per-user send interval is a 429, anything else means mail is not going out.
 */
export function emailFailure(error: unknown, what: string): Error {
  if (error instanceof AuthError && error.status === 429) {
    return new AppError('rate_limited', error.message)
  }
  if (error instanceof AuthError || error instanceof Error) {
    return new AppError('service_unavailable', userMessages.emailNotSent(what))
  }
  return new AppError('internal_error', serviceMessages.internalError)
}
