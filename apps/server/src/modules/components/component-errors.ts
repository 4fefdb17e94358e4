import { componentMessages } from '@folio/schema'

import { uniqueConstraints } from '../../db/constraints.js'
import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import { guardUnique } from '../../lib/unique-guard.js'
import type { ComponentUser } from './component-usage.js'

export function componentNotFound(): AppError {
  return new AppError('not_found', componentMessages.notFound)
}

export function componentSlugTaken(): AppError {
  return new AppError('slug_taken', componentMessages.slugTaken, [
    { path: 'slug', message: componentMessages.slugTaken },
  ])
}

/** The 409 of a delete while types or components use it; the details name each of them. */
export function componentInUse(users: readonly ComponentUser[]): AppError {
  return new AppError(
    'in_use',
    componentMessages.inUse,
    users.map((user) => ({ path: 'usedBy', message: `${user.name} (${user.kind})` })),
  )
}

/** The slug check's 409 also when a concurrent save took the slug between check and write. */
export function componentSlugRaceGuard<T>(
  ctx: Pick<OperationContext, 'dialect'>,
  write: Promise<T>,
) {
  return guardUnique(ctx, uniqueConstraints.componentSlug, componentSlugTaken, write)
}
