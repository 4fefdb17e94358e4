import type { LifecycleHookName, LifecycleStage, LifecycleTarget } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { afterCommit } from '../../lib/transaction.js'
import type { ChangeOf, ContentInput, FieldValidator, HookHandler, InputPatch } from './changes.js'

/** Who subscribed a handler: `folio` for the built-in modules, else the plugin's name. */
export interface Subscription {
  owner: string
  /**
   * Lower runs first. Plugins run at 0; built-in guards that must see the final data (the
   * workflow's review gate) subscribe later.
   */
  order?: number
}

interface Entry extends Required<Subscription> {
  handler: HookHandler
}

/**
 * The content lifecycle: every change to content, media and content types passes its four
 * stages, and whoever needs to act on a change subscribes to a stage instead of being called
 * by the operation. One per server (`ctx.lifecycle`).
 */
export interface Lifecycle {
  /** Subscribes `handler` to a hook such as `item.beforeChange`; returns the unsubscribe. */
  on<T extends LifecycleTarget>(
    hook: `${T}.${LifecycleStage}`,
    handler: HookHandler<T>,
    subscription: Subscription,
  ): () => void
  /** Whether anyone listens to a target at all (so a change need not be described). */
  has(target: LifecycleTarget): boolean
  /**
   * Runs a stage's handlers in order. In `beforeValidate`, each handler's patch is applied to
   * `change.input` before the next one sees it. `afterCommit` handlers are queued until the
   * transaction commits, and each failure there is logged, never thrown.
   */
  run<T extends LifecycleTarget>(
    ctx: OperationContext,
    target: T,
    stage: LifecycleStage,
    change: ChangeOf[T],
  ): Promise<void>
  /** Adds a field validator under `id` (`plugin/validator`); returns its removal. */
  addValidator(id: string, validator: FieldValidator): () => void
  /** The validator fields name `id`, while it is there. */
  validator(id: string): FieldValidator | undefined
}

declare module '../../lib/context.js' {
  interface OperationContext {
    /**
     * The server's lifecycle. Requests and jobs carry it; seeds and scripts leave it out, and
     * their changes then run no hooks (sample data fires no webhooks).
     */
    lifecycle?: Lifecycle
  }
}

function applyPatch(input: ContentInput, patch: InputPatch): ContentInput {
  const { data, ...rest } = patch
  return { ...input, ...rest, data: data ? { ...input.data, ...data } : input.data }
}

export function createLifecycle(): Lifecycle {
  const hooks = new Map<LifecycleHookName, Entry[]>()
  const validators = new Map<string, FieldValidator>()
  const listened = new Map<LifecycleTarget, number>()

  return {
    on(hook, handler, { owner, order = 0 }) {
      const entry: Entry = { handler: handler as HookHandler, owner, order }
      const list = [...(hooks.get(hook) ?? []), entry].sort((a, b) => a.order - b.order)
      hooks.set(hook, list)
      const target = hook.split('.')[0] as LifecycleTarget
      listened.set(target, (listened.get(target) ?? 0) + 1)
      return () => {
        const current = hooks.get(hook) ?? []
        if (!current.includes(entry)) return
        hooks.set(
          hook,
          current.filter((other) => other !== entry),
        )
        listened.set(target, (listened.get(target) ?? 1) - 1)
      }
    },
    has: (target) => (listened.get(target) ?? 0) > 0,
    addValidator(id, validator) {
      validators.set(id, validator)
      return () => {
        if (validators.get(id) === validator) validators.delete(id)
      }
    },
    validator: (id) => validators.get(id),
    async run(ctx, target, stage, change) {
      // A copy: handlers subscribed or removed while this runs take effect from the next change.
      const entries = [...(hooks.get(`${target}.${stage}`) ?? [])]
      if (entries.length === 0) return
      if (stage === 'afterCommit') {
        for (const { handler } of entries) {
          await afterCommit(ctx, async (outer) => {
            await handler(change, outer)
          })
        }
        return
      }
      for (const { handler } of entries) {
        const patch = await handler(change, ctx)
        if (stage === 'beforeValidate' && patch && 'input' in change && change.input) {
          change.input = applyPatch(change.input, patch)
        }
      }
    },
  }
}

/** Runs a stage of `change` when `ctx` carries a lifecycle (requests and jobs do). */
export async function runHooks<T extends LifecycleTarget>(
  ctx: OperationContext,
  target: T,
  stage: LifecycleStage,
  change: ChangeOf[T],
): Promise<void> {
  if (ctx.lifecycle?.has(target)) await ctx.lifecycle.run(ctx, target, stage, change)
}
