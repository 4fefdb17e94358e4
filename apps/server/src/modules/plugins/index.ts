// Plugins (spec §3–5): loaded from DATA_DIR/plugins and FOLIO_PLUGINS, registered in
// dependency order, hooked into the content lifecycle, held to what an admin granted.
export { loadPlugins, type LoadedPlugin } from './load-plugins.js'
export { PluginHost, type InstalledPlugin, type PluginHostDeps } from './plugin-host.js'
export { runDuePluginJobs } from './plugin-jobs.js'
export type { PluginApi } from './plugin-api.js'
export type { PluginDefinition, PluginJob, PluginRoute } from './plugin-definition.js'
