/** Plugins' state, handler failures and job runs (migration 0020). */
export interface PluginTables {
  plugin_states: PluginStateTable
  plugin_errors: PluginErrorTable
  plugin_job_runs: PluginJobRunTable
}

export interface PluginStateTable {
  name: string
  /** 1 or 0. */
  enabled: number
  /** JSON array of granted permissions. */
  granted: string
  /** JSON object of the plugin's settings. */
  settings: string
  updated_at: string
  updated_by: string | null
}

export interface PluginErrorTable {
  id: string
  plugin: string
  hook: string
  message: string
  created_at: string
}

export interface PluginJobRunTable {
  plugin: string
  job: string
  next_run_at: string
  last_run_at: string | null
}
