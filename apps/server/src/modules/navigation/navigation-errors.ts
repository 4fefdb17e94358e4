import { menuMessages } from '@folio/schema'

import type { UniqueConstraint } from '../../db/dialects/dialect.js'
import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import { guardUnique } from '../../lib/unique-guard.js'

/** Named as migration 0008 names it, so both databases report it recognisably. */
const menuSlugConstraint: UniqueConstraint = {
  name: 'menus_slug_unique',
  table: 'menus',
  columns: ['slug'],
}

export function menuNotFound(): AppError {
  return new AppError('not_found', menuMessages.notFound)
}

export function menuItemNotFound(): AppError {
  return new AppError('not_found', menuMessages.itemNotFound)
}

export function menuSlugTaken(): AppError {
  return new AppError('slug_taken', menuMessages.slugTaken, [
    { path: 'slug', message: menuMessages.slugTaken },
  ])
}

/** A 400 on one input path, shaped like the route schemas' own validation failures. */
export function invalidMenu(path: string, message: string): AppError {
  return new AppError('validation_failed', message, [{ path, message }])
}

/**
 * A request that is well formed but would break the menu's structure (a cycle, a parent in
 * another menu, a tree that leaves items out): 422, with every problem found in `details`.
 */
export function invalidStructure(details: { path: string; message: string }[]): AppError {
  return new AppError('unprocessable', details[0]!.message, details)
}

/** The slug check's 409 also when a concurrent save took the slug between check and write. */
export function menuSlugRaceGuard<T>(ctx: Pick<OperationContext, 'dialect'>, write: Promise<T>) {
  return guardUnique(ctx, menuSlugConstraint, menuSlugTaken, write)
}
