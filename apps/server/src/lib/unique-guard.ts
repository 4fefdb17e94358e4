import type { UniqueConstraint } from '../db/dialects/dialect.js'
import type { AppError } from './app-error.js'
import type { OperationContext } from './context.js'

/**
 * Runs a write that an earlier check said was free of duplicates. When a concurrent writer took
 * the value in between, the database's unique constraint refuses the write; the caller gets the
 * same 409 its own check would have given, never a 500.
 */
export async function guardUnique<T>(
  ctx: Pick<OperationContext, 'dialect'>,
  constraint: UniqueConstraint,
  conflict: () => AppError,
  write: Promise<T>,
): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (ctx.dialect.isUniqueViolation(error, constraint)) throw conflict()
    throw error
  }
}
