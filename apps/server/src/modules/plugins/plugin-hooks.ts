import {
  contentStatuses,
  translationStatuses,
  type LifecycleHookName,
  type PluginConfig,
  type PluginPermission,
} from '@folio/schema'
import { z } from 'zod'

import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import type { FieldValidator, HookHandler, InputPatch } from '../lifecycle/index.js'
import { PluginRefusal, type PluginApi } from './plugin-api.js'
import type { PluginFieldValidator, PluginHookHandler } from './plugin-definition.js'
import { messageOf, runGuarded } from './run-guarded.js'

/** What a patch may hold: the fields of a save's input, nothing else. */
const patchSchemas = {
  item: z
    .object({
      title: z.string().optional(),
      slug: z.string().optional(),
      status: z.enum(contentStatuses).optional(),
      scheduledFor: z.string().nullable().optional(),
      data: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
  translation: z
    .object({
      title: z.string().optional(),
      status: z.enum(translationStatuses).optional(),
      scheduledFor: z.string().nullable().optional(),
      data: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
}

export interface HookEnvironment {
  /** The plugin's grants and settings as they are now (they change without a restart). */
  grantsOf(plugin: string): ReadonlySet<PluginPermission>
  settingsOf(plugin: string): Readonly<Record<string, unknown>>
  apiFor(plugin: string, ctx: OperationContext): PluginApi
  /** Logs and counts a handler's failure; never throws. */
  fail(plugin: string, hook: string, error: unknown): void
  timeoutMs: number
}

/** The permission a plugin needs to hear of a change at all: the subject is content or media. */
export function readPermissionFor(hook: LifecycleHookName): PluginPermission {
  return hook.startsWith('media.') ? 'media:read' : 'content:read'
}

/**
 * A plugin's handler as the lifecycle calls it: not called unless the plugin may read what the
 * change is about; held to the time limit; a throw or time-out is logged and counted and the
 * change goes on; a deliberate refusal (`api.refuse`) before commit refuses the change (422).
 * A `beforeValidate` patch needs `content:write` and must have the shape of the input.
 */
export function wrapPluginHook(
  env: HookEnvironment,
  plugin: PluginConfig,
  hook: LifecycleHookName,
  handler: PluginHookHandler,
): HookHandler {
  const name = plugin.name
  const canRefuse = !hook.endsWith('.afterCommit')
  return async (change, ctx) => {
    const granted = env.grantsOf(name)
    if (!granted.has(readPermissionFor(hook))) return
    let patch: InputPatch | void
    try {
      patch = await runGuarded(() => handler(change, env.apiFor(name, ctx)), env.timeoutMs)
    } catch (error) {
      if (error instanceof PluginRefusal && canRefuse) {
        throw new AppError('refused_by_plugin', error.message)
      }
      env.fail(name, hook, error)
      return
    }
    if (!patch || !hook.endsWith('.beforeValidate')) return
    if (!granted.has('content:write')) {
      env.fail(
        name,
        hook,
        new Error(`${name} has not been granted content:write: its change was ignored`),
      )
      return
    }
    const schema = hook.startsWith('translation.') ? patchSchemas.translation : patchSchemas.item
    const checked = schema.safeParse(patch)
    if (!checked.success) {
      env.fail(
        name,
        hook,
        new Error(`Ignored an invalid change: ${messageOf(checked.error.issues[0]?.message)}`),
      )
      return
    }
    return checked.data
  }
}

/**
 * A plugin's field validator as content calls it: skipped unless the plugin may read content;
 * a throw or time-out is logged and counted and the value passes (a broken plugin must not stop
 * every save); only a message it returns is a problem with the value.
 */
export function wrapPluginValidator(
  env: HookEnvironment,
  plugin: PluginConfig,
  id: string,
  validator: PluginFieldValidator,
): FieldValidator {
  return async (value, field, ctx) => {
    if (!env.grantsOf(plugin.name).has('content:read')) return undefined
    try {
      const message = await runGuarded(
        () => validator.validate(value, field, env.apiFor(plugin.name, ctx)),
        env.timeoutMs,
      )
      return typeof message === 'string' && message.trim() !== '' ? message : undefined
    } catch (error) {
      env.fail(plugin.name, `validator ${id}`, error)
      return undefined
    }
  }
}
