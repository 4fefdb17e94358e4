import { contentTypeMessages } from '@folio/schema'

import { uniqueConstraints } from '../../db/constraints.js'
import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import { guardUnique } from '../../lib/unique-guard.js'

export function contentTypeNotFound(): AppError {
  return new AppError('not_found', contentTypeMessages.notFound)
}

export function contentTypeSlugTaken(): AppError {
  return new AppError('slug_taken', contentTypeMessages.slugTaken, [
    { path: 'slug', message: contentTypeMessages.slugTaken },
  ])
}

/** The slug check's 409 also when a concurrent save took the slug between check and write. */
export function slugRaceGuard<T>(ctx: Pick<OperationContext, 'dialect'>, write: Promise<T>) {
  return guardUnique(ctx, uniqueConstraints.contentTypeSlug, contentTypeSlugTaken, write)
}
