import type { PluginPermission, PluginSummary } from '@folio/schema'

import type { FailureCount } from './plugin-failures.js'
import type { InstalledPlugin, PluginHost } from './plugin-host.js'

/** The URL of a plugin's route, as OpenAPI and Settings → Plugins name it. */
export function pluginRouteUrl(plugin: string, path: string): string {
  return `/api/v1/plugins/${plugin}${path}`
}

/** One plugin as Settings → Plugins shows it. */
export function summarize(
  host: PluginHost,
  plugin: InstalledPlugin,
  failures: FailureCount | undefined,
): PluginSummary {
  const config = plugin.config
  const name = config?.name ?? plugin.source
  const state = host.stateOf(name)
  const definition = plugin.definition
  return {
    name,
    version: config?.version ?? '',
    description: config?.description ?? '',
    author: config?.author ?? '',
    homepage: config?.homepage ?? null,
    repository: config?.repository ?? null,
    source: plugin.source,
    state: host.isRunning(name) ? 'running' : !state.enabled && config ? 'disabled' : 'failed',
    error: host.isRunning(name) ? null : plugin.error,
    dependencies: config?.dependencies ?? {},
    hooks: config?.hooks ?? [],
    routes: (definition?.routes ?? []).map(
      (route) => `${route.method} ${pluginRouteUrl(name, route.path)}`,
    ),
    jobs: (definition?.jobs ?? []).map((job) => job.name),
    validators: Object.keys(definition?.validators ?? {}).map((key) => `${name}/${key}`),
    requestedPermissions: (config?.permissions ?? []) as PluginPermission[],
    grantedPermissions: state.granted,
    errorsLast24h: failures?.count ?? 0,
    lastError: failures?.last ?? null,
    settingsSchema: definition?.settings?.schema ?? null,
    settings: config ? host.settingsOf(name) : {},
  }
}
