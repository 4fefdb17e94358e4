import { pluginMessages, type PluginSummary, type PluginUpdate } from '@folio/schema'

import { AppError } from '../../../lib/app-error.js'
import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { compileJsonSchema } from '../../../lib/json-schema.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { countPluginFailures } from '../plugin-failures.js'
import type { InstalledPlugin, PluginHost } from '../plugin-host.js'
import { writePluginState, type PluginState } from '../plugin-states.repository.js'
import { summarize } from '../plugin-summary.js'

function requirePlugin(host: PluginHost, name: string): InstalledPlugin & { config: object } {
  const plugin = host.find(name)
  if (!plugin?.config) throw new AppError('not_found', pluginMessages.notFound)
  return plugin as InstalledPlugin & { config: object }
}

/** The next state, refusing grants the plugin does not ask for and settings its schema rejects. */
function nextState(
  plugin: InstalledPlugin,
  current: PluginState,
  update: PluginUpdate,
): PluginState & { updatedAt: string } {
  const declared = new Set(plugin.config?.permissions ?? [])
  const undeclared = (update.grantedPermissions ?? []).filter((p) => !declared.has(p))
  if (undeclared.length > 0) {
    const message = pluginMessages.notDeclared(undeclared[0]!)
    throw new AppError('validation_failed', message, [{ path: 'grantedPermissions', message }])
  }
  const schema = plugin.definition?.settings?.schema
  if (update.settings && schema) {
    const issues = compileJsonSchema(schema)(update.settings)
    if (issues.length > 0) {
      throw new AppError(
        'validation_failed',
        issues[0]!.message,
        issues.map((issue) => ({
          path: ['settings', ...issue.path].join('.'),
          message: issue.message,
        })),
      )
    }
  }
  return {
    enabled: update.enabled ?? current.enabled,
    granted: update.grantedPermissions ? [...new Set(update.grantedPermissions)] : current.granted,
    settings: update.settings && schema ? update.settings : current.settings,
    updatedAt: nowIso(),
  }
}

function describe(name: string, before: PluginState, after: PluginState): string {
  if (before.enabled !== after.enabled) {
    return `Plugin ${name} ${after.enabled ? 'enabled' : 'disabled'}`
  }
  if (JSON.stringify(before.granted) !== JSON.stringify(after.granted)) {
    return after.granted.length
      ? `Plugin ${name} granted ${after.granted.join(', ')}`
      : `Plugin ${name} granted nothing`
  }
  return `Plugin ${name} settings saved`
}

/**
 * Settings → Plugins: enables or disables a plugin, grants or revokes permissions, saves its
 * settings. Saved with an audit entry, then applied here at once (other instances follow within
 * seconds). Disabling a plugin that a running plugin depends on is refused (409). Admins.
 */
export async function updatePlugin(
  ctx: OperationContext,
  host: PluginHost,
  name: string,
  update: PluginUpdate,
): Promise<PluginSummary> {
  const actor = accessOf(ctx).requireRole('admin')
  const plugin = requirePlugin(host, name)
  const before = host.stateOf(name)
  const after = nextState(plugin, before, update)
  if (!after.enabled && host.isRunning(name)) {
    const dependents = host.registry
      .names()
      .filter((other) => host.find(other)?.config?.dependencies?.[name] !== undefined)
    if (dependents.length > 0) {
      throw new AppError('in_use', pluginMessages.dependedOn(name, dependents.join(', ')))
    }
  }
  await withTransaction(ctx, async (trx) => {
    await writePluginState(trx.db, name, after, { userId: actor.userId })
    await recordSettingChange(trx.db, actor, {
      area: 'plugins',
      action: 'updated',
      target: name,
      summary: describe(name, before, after),
      before: { enabled: before.enabled, granted: before.granted },
      after: { enabled: after.enabled, granted: after.granted },
    })
  })
  await host.apply(name, after)
  const failures = await countPluginFailures(ctx.db)
  return summarize(host, plugin, failures.get(name))
}
