import type { OperationContext } from './context.js'

/**
 * Runs `fn` in a transaction, handing it a context whose `db` is the transaction. When the
 * context is already inside one, `fn` joins it, so nested operations commit or fail together.
 */
export async function withTransaction<T>(
  ctx: OperationContext,
  fn: (trx: OperationContext) => Promise<T>,
): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx)
  return ctx.db.transaction().execute((trx) => fn({ ...ctx, db: trx }))
}
