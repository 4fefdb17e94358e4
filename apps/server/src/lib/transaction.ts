import type { OperationContext } from './context.js'

/**
 * Runs `fn` in a transaction, handing it a context whose `db` is the transaction. When the
 * context is already inside one, `fn` joins it, so nested operations commit or fail together.
 * Whatever else the context carries (the actor, the auth services) is passed through.
 */
export async function withTransaction<C extends OperationContext, T>(
  ctx: C,
  fn: (trx: C) => Promise<T>,
): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx)
  // Reads inside see the transaction's own writes: they go to it too.
  return ctx.db.transaction().execute((trx) => {
    const inner = { ...ctx, db: trx, readDb: trx }
    // Rights not yet read are read inside, as a read beside the transaction could wait on it.
    if (ctx.access) inner.access = ctx.access.within(inner)
    return fn(inner)
  })
}
