import type { OperationContext } from './context.js'

/**
 * Work that waits for the transaction it was queued in to commit (see `afterCommit`). It is
 * handed the context the transaction was opened from: the transaction itself is over.
 */
type CommitTask = (ctx: OperationContext) => Promise<void> | void

/** The tasks of the outermost transaction a context is in; a nested one joins it. */
const commitQueues = new WeakMap<object, CommitTask[]>()

/**
 * Runs `fn` in a transaction, handing it a context whose `db` is the transaction. When the
 * context is already inside one, `fn` joins it, so nested operations commit or fail together.
 * Whatever else the context carries (the actor, the auth services) is passed through. Tasks
 * queued with `afterCommit` run once the outermost transaction has committed, and never when
 * it rolls back.
 */
export async function withTransaction<C extends OperationContext, T>(
  ctx: C,
  fn: (trx: C) => Promise<T>,
): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx)
  const queue: CommitTask[] = []
  // Reads inside see the transaction's own writes: they go to it too.
  const result = await ctx.db.transaction().execute((trx) => {
    commitQueues.set(trx, queue)
    const inner = { ...ctx, db: trx, readDb: trx }
    // Rights not yet read are read inside, as a read beside the transaction could wait on it.
    if (ctx.access) inner.access = ctx.access.within(inner)
    return fn(inner)
  })
  await runCommitTasks(ctx, queue)
  return result
}

/**
 * Queues `task` to run after the transaction `ctx` is in has committed (at once outside one).
 * For side effects that must not happen for a change that was undone, and whose failure must
 * not undo it: a failing task is logged and the others still run.
 */
export async function afterCommit(ctx: OperationContext, task: CommitTask): Promise<void> {
  const queue = ctx.db.isTransaction ? commitQueues.get(ctx.db) : undefined
  if (queue) queue.push(task)
  else await runCommitTasks(ctx, [task])
}

async function runCommitTasks(ctx: OperationContext, tasks: readonly CommitTask[]) {
  for (const task of tasks) {
    try {
      await task(ctx)
    } catch (error) {
      ctx.logger.error({ err: error }, 'a task after commit failed; the change stays committed')
    }
  }
}
