import type { ContentTypeField, LifecycleHookName } from '@folio/schema'

import type { Change, InputPatch } from '../lifecycle/index.js'
import type { PluginApi } from './plugin-api.js'

/**
 * A REST route a plugin serves under `/api/v1/plugins/<name>/…`. `access` says who may call it
 * (default `user`: anyone signed in); bodies and queries are checked with the given schemas (any
 * object with zod's `safeParse`), and answers are JSON.
 */
export interface PluginRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Under the plugin's prefix, starting with `/`; `:name` segments are parameters. */
  path: string
  access?: 'public' | 'user' | 'editor' | 'admin'
  summary?: string
  body?: SafeParser
  query?: SafeParser
  handler: (request: PluginRequest, api: PluginApi) => unknown
}

export interface SafeParser {
  safeParse(value: unknown): {
    success: boolean
    data?: unknown
    error?: { issues: { path: PropertyKey[]; message: string }[] }
  }
}

export interface PluginRequest {
  params: Record<string, string>
  query: unknown
  body: unknown
}

/** A job run every `intervalMinutes`, by one instance at a time. */
export interface PluginJob {
  name: string
  intervalMinutes: number
  run: (api: PluginApi) => Promise<void> | void
}

/** A check fields can name (`<plugin>/<key>`): the problem with a value, or nothing. */
export interface PluginFieldValidator {
  label: string
  description?: string
  validate: (
    value: unknown,
    field: ContentTypeField,
    api: PluginApi,
  ) => Promise<string | undefined> | string | undefined
}

/** A hook handler of a plugin: what the lifecycle hands it, and its own API. */
export type PluginHookHandler = (
  change: Readonly<Change>,
  api: PluginApi,
) => Promise<InputPatch | void> | InputPatch | void

/**
 * What a plugin's module exports (as its default export): its configuration (spec §3) and its
 * handlers. Everything but the configuration is optional.
 */
export interface PluginDefinition {
  config: unknown
  hooks?: Partial<Record<LifecycleHookName, PluginHookHandler>>
  routes?: PluginRoute[]
  jobs?: PluginJob[]
  /** Field validators, by key; a field names one as `<plugin>/<key>` in its settings. */
  validators?: Record<string, PluginFieldValidator>
  /** Settings an admin edits in Settings → Plugins: a JSON Schema of an object, and defaults. */
  settings?: { schema: Record<string, unknown> }
  initialise?: (api: PluginApi) => Promise<void> | void
  destroy?: (api: PluginApi) => Promise<void> | void
}
