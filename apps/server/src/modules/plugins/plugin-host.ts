import type { PluginConfig, PluginPermission, PluginValidator } from '@folio/schema'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { Dialect } from '../../db/dialects/dialect.js'
import type { Database } from '../../db/tables.js'
import type { OperationContext } from '../../lib/context.js'
import type { OutboundFetch } from '../../lib/outbound/guarded-fetch.js'
import type { Lifecycle } from '../lifecycle/index.js'
import type { LoadedPlugin } from './load-plugins.js'
import { createPluginApi, type PluginApi } from './plugin-api.js'
import type { PluginDefinition } from './plugin-definition.js'
import { insertPluginFailure } from './plugin-failures.js'
import { wrapPluginHook, wrapPluginValidator } from './plugin-hooks.js'
import { dependencyOrder } from './plugin-order.js'
import { checkPluginConfig, PluginRegistry } from './plugin-registry.js'
import { DEFAULT_STATE, readPluginStates, type PluginState } from './plugin-states.repository.js'
import { messageOf, runGuarded } from './run-guarded.js'

export interface PluginHostDeps {
  db: Kysely<Database>
  dialect: Dialect
  logger: FastifyBaseLogger
  lifecycle: Lifecycle
  fetch: OutboundFetch
  timeoutMs: number
}

/** A plugin of the installation, loaded or not, valid or not, running or not. */
export interface InstalledPlugin {
  source: string
  definition: PluginDefinition | null
  /** Null when the configuration is invalid (`error` says why). */
  config: PluginConfig | null
  /** Why it is not running: it failed to load, register or start. */
  error: string | null
}

/**
 * The installation's plugins: loads them at start, registers the enabled ones in dependency
 * order, and applies an admin's decisions (enable, disable, grants, settings) without a
 * restart. Handlers see grants and settings as they are at the moment they run.
 */
export class PluginHost {
  readonly registry: PluginRegistry
  readonly installed: InstalledPlugin[]
  private states = new Map<string, PluginState>()

  constructor(
    private readonly deps: PluginHostDeps,
    loaded: readonly LoadedPlugin[],
  ) {
    this.installed = loaded.map(installedOf)
    const env = {
      grantsOf: (name: string) => new Set(this.stateOf(name).granted),
      settingsOf: (name: string) => this.settingsOf(name),
      apiFor: (name: string, ctx: OperationContext) => this.apiFor(name, ctx),
      fail: (name: string, hook: string, error: unknown) => this.fail(name, hook, error),
      timeoutMs: deps.timeoutMs,
    }
    this.registry = new PluginRegistry({
      lifecycle: deps.lifecycle,
      wrap: (plugin, hook, handler) => wrapPluginHook(env, plugin, hook, handler),
      wrapValidator: (plugin, id, validator) => wrapPluginValidator(env, plugin, id, validator),
      runStep: async (plugin, step, fn) => {
        await runGuarded(() => fn(this.apiFor(plugin.name, this.baseContext())), deps.timeoutMs)
      },
      log: (level, message, data) => deps.logger[level](data, message),
    })
  }

  /** Reads the admins' decisions and starts every enabled plugin whose configuration holds. */
  async start(): Promise<void> {
    this.states = await readPluginStates(this.deps.db)
    const candidates = this.installed.filter((plugin) => plugin.config && !plugin.error)
    const ordered = dependencyOrder(
      candidates,
      (plugin) => plugin.config!.name,
      (plugin) => Object.keys(plugin.config!.dependencies ?? {}),
    )
    for (const plugin of ordered) {
      if (this.stateOf(plugin.config!.name).enabled) await this.tryRegister(plugin)
    }
  }

  /** Takes every plugin off, dependents first, running their destroy steps. */
  async stop(): Promise<void> {
    for (const name of this.registry.names().reverse()) {
      await this.registry.unregister(name).catch(() => undefined)
    }
  }

  get timeoutMs(): number {
    return this.deps.timeoutMs
  }

  find(name: string): InstalledPlugin | undefined {
    return this.installed.find((plugin) => plugin.config?.name === name)
  }

  stateOf(name: string): PluginState {
    return this.states.get(name) ?? DEFAULT_STATE
  }

  isRunning(name: string): boolean {
    return this.registry.get(name) !== undefined
  }

  /** The plugin's settings: its schema's defaults under what the admin saved. */
  settingsOf(name: string): Record<string, unknown> {
    const schema = this.find(name)?.definition?.settings?.schema
    const properties = (schema?.properties ?? {}) as Record<string, { default?: unknown }>
    const defaults = Object.fromEntries(
      Object.entries(properties)
        .filter(([, property]) => property.default !== undefined)
        .map(([key, property]) => [key, property.default]),
    )
    return { ...defaults, ...this.stateOf(name).settings }
  }

  /** The field validators of the running plugins, for the type editor. */
  validators(): PluginValidator[] {
    return this.registry.names().flatMap((name) =>
      Object.entries(this.find(name)?.definition?.validators ?? {}).map(([key, validator]) => ({
        id: `${name}/${key}`,
        plugin: name,
        label: validator.label,
        description: validator.description ?? '',
      })),
    )
  }

  grants(name: string): ReadonlySet<PluginPermission> {
    return new Set(this.stateOf(name).granted)
  }

  apiFor(name: string, ctx: OperationContext): PluginApi {
    return createPluginApi({
      name,
      granted: this.grants(name),
      settings: this.settingsOf(name),
      ctx,
      fetch: this.deps.fetch,
    })
  }

  /**
   * Applies a decision saved by this instance or another: grants and settings take effect at
   * the next handler call; enabling registers the plugin, disabling unregisters it.
   */
  async apply(name: string, state: PluginState): Promise<void> {
    this.states.set(name, state)
    const plugin = this.find(name)
    if (!plugin) return
    if (state.enabled && !this.isRunning(name)) await this.tryRegister(plugin)
    if (!state.enabled && this.isRunning(name)) await this.registry.unregister(name)
  }

  /**
   * Brings this instance up to the decisions other instances saved. Only a newer decision is
   * applied: a read that started before this instance's own save committed must not undo it.
   */
  async sync(): Promise<void> {
    // Without plugins there is nothing to follow: no query on every tick.
    if (this.installed.length === 0) return
    const saved = await readPluginStates(this.deps.db)
    for (const [name, state] of saved) {
      const known = this.states.get(name)?.updatedAt ?? null
      if (state.updatedAt === null || (known !== null && state.updatedAt <= known)) continue
      await this.apply(name, state).catch((error: unknown) => {
        this.deps.logger.error({ plugin: name, err: error }, 'plugin state could not be applied')
      })
    }
  }

  /** Logs and counts one failure of a plugin's code; the change or request goes on. */
  fail(plugin: string, hook: string, error: unknown): void {
    const message = messageOf(error)
    this.deps.logger.error({ plugin, hook, err: error }, `plugin ${plugin} failed in ${hook}`)
    // Not awaited: on SQLite the write waits for the change's transaction to end.
    insertPluginFailure(this.deps.db, { plugin, hook, message }).catch((err: unknown) => {
      this.deps.logger.error({ err }, 'a plugin failure could not be recorded')
    })
  }

  baseContext(): OperationContext {
    return {
      db: this.deps.db,
      dialect: this.deps.dialect,
      logger: this.deps.logger,
      actor: null,
      lifecycle: this.deps.lifecycle,
    }
  }

  private async tryRegister(plugin: InstalledPlugin): Promise<void> {
    try {
      await this.registry.register(plugin.definition!)
      plugin.error = null
    } catch (error) {
      plugin.error = messageOf(error)
    }
  }
}

function installedOf(loaded: LoadedPlugin): InstalledPlugin {
  if (!loaded.definition) {
    return { source: loaded.source, definition: null, config: null, error: loaded.error ?? null }
  }
  try {
    return {
      source: loaded.source,
      definition: loaded.definition,
      config: checkPluginConfig(loaded.definition.config),
      error: null,
    }
  } catch (error) {
    return {
      source: loaded.source,
      definition: loaded.definition,
      config: null,
      error: messageOf(error),
    }
  }
}
