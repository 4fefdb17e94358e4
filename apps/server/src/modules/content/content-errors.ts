import { contentItemMessages, contentTypeMessages, type ErrorDetail } from '@folio/schema'

import { uniqueConstraints } from '../../db/constraints.js'
import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import { guardUnique } from '../../lib/unique-guard.js'

export function contentTypeNotFound(): AppError {
  return new AppError('not_found', contentTypeMessages.notFound)
}

export function contentItemNotFound(): AppError {
  return new AppError('not_found', contentItemMessages.notFound)
}

export function contentVersionNotFound(): AppError {
  return new AppError('not_found', contentItemMessages.versionNotFound)
}

/** Someone else saved the item since the caller loaded `version`. */
export function staleContentVersion(currentVersion: number): AppError {
  return new AppError('stale_version', contentItemMessages.staleVersion, [
    { path: 'version', message: `Current version is ${currentVersion}` },
  ])
}

export function contentItemSlugTaken(): AppError {
  return new AppError('slug_taken', contentItemMessages.slugTaken, [
    { path: 'slug', message: contentItemMessages.slugTaken },
  ])
}

/** A 400 shaped like the route schemas' own validation failures: the first problem leads. */
export function invalidContentItem(details: ErrorDetail[]): AppError {
  return new AppError('validation_failed', details[0]!.message, details)
}

/**
 * Turns the (type, slug) unique constraint refusing a write into the same 409 as our own
 * check: two saves raced for one slug and this one lost.
 */
export function slugRaceGuard<T>(ctx: Pick<OperationContext, 'dialect'>, write: Promise<T>) {
  return guardUnique(ctx, uniqueConstraints.contentItemSlug, contentItemSlugTaken, write)
}
