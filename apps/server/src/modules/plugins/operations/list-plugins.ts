import type { PluginList } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { countPluginFailures } from '../plugin-failures.js'
import type { PluginHost } from '../plugin-host.js'
import { summarize } from '../plugin-summary.js'

/** Settings → Plugins: every installed plugin, its state, grants and recent failures. Admins. */
export async function listPlugins(ctx: OperationContext, host: PluginHost): Promise<PluginList> {
  accessOf(ctx).requireRole('admin')
  const failures = await countPluginFailures(ctx.db)
  return {
    plugins: host.installed.map((plugin) =>
      summarize(host, plugin, failures.get(plugin.config?.name ?? plugin.source)),
    ),
  }
}

/** The field validators running plugins offer, for the field settings of the type editor. Admins. */
export function listPluginValidators(ctx: OperationContext, host: PluginHost) {
  accessOf(ctx).requireRole('admin')
  return { data: host.validators() }
}
