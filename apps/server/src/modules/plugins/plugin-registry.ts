import { createRequire } from 'node:module'

import {
  pluginConfigSchema,
  pluginMessages,
  type LifecycleHookName,
  type PluginConfig,
} from '@folio/schema'
import type Semver from 'semver'

import type { FieldValidator, HookHandler, Lifecycle } from '../lifecycle/index.js'
import type {
  PluginDefinition,
  PluginFieldValidator,
  PluginHookHandler,
} from './plugin-definition.js'

const require = createRequire(import.meta.url)

// semver loads with the first plugin that names dependencies, not at start (some 20 ms).
let semver: typeof Semver | undefined

/** A plugin whose registration succeeded: its configuration and how to take its hooks off. */
export interface RegisteredPlugin {
  config: PluginConfig
  definition: PluginDefinition
  detach: () => void
}

export interface RegistryOptions {
  lifecycle: Lifecycle
  /** Wraps a plugin's handler for the lifecycle: permissions, time limit, failure isolation. */
  wrap: (plugin: PluginConfig, hook: LifecycleHookName, handler: PluginHookHandler) => HookHandler
  /** Wraps a plugin's field validator the same way. */
  wrapValidator: (
    plugin: PluginConfig,
    id: string,
    validator: PluginFieldValidator,
  ) => FieldValidator
  /** Runs a plugin's `initialise` or `destroy` (with its API and time limit). */
  runStep: (
    plugin: PluginConfig,
    step: 'initialise' | 'destroy',
    fn: NonNullable<PluginDefinition['initialise']>,
  ) => Promise<void>
  log: (level: 'info' | 'error', message: string, data: Record<string, unknown>) => void
}

/** The first problem of a configuration, in the spec's words. */
export function checkPluginConfig(config: unknown): PluginConfig {
  const result = pluginConfigSchema.safeParse(config)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const message =
    issue.code === 'invalid_type' && issue.path.length === 0
      ? pluginMessages.nameRequired
      : issue.message
  throw new Error(message)
}

/**
 * The plugins that are running, by name (spec §4): registering checks the configuration,
 * requires every declared dependency to be registered already at a version its range accepts,
 * attaches the hook handlers, runs the optional initialise step and stores the plugin;
 * unregistering removes its hooks, runs the optional destroy step and removes it. Failures are
 * logged and rethrown.
 */
export class PluginRegistry {
  private readonly plugins = new Map<string, RegisteredPlugin>()

  constructor(private readonly options: RegistryOptions) {}

  get(name: string): RegisteredPlugin | undefined {
    return this.plugins.get(name)
  }

  names(): string[] {
    return [...this.plugins.keys()]
  }

  async register(definition: PluginDefinition): Promise<RegisteredPlugin> {
    let config: PluginConfig | undefined
    try {
      config = checkPluginConfig(definition.config)
      if (this.plugins.has(config.name))
        throw new Error(pluginMessages.alreadyRegistered(config.name))
      this.requireDependencies(config)
      const detach = this.attach(config, definition)
      try {
        if (definition.initialise) {
          await this.options.runStep(config, 'initialise', definition.initialise)
        }
      } catch (error) {
        detach()
        throw error
      }
      const registered = { config, definition, detach }
      this.plugins.set(config.name, registered)
      this.options.log('info', 'plugin registered', {
        plugin: config.name,
        version: config.version,
      })
      return registered
    } catch (error) {
      this.options.log('error', 'plugin registration failed', {
        plugin: config?.name ?? nameOf(definition),
        err: error,
      })
      throw error
    }
  }

  /** Takes a plugin off: 409-worthy when a running plugin depends on it. */
  async unregister(name: string): Promise<void> {
    const registered = this.plugins.get(name)
    if (!registered) return
    const dependents = [...this.plugins.values()]
      .filter((other) => other.config.dependencies?.[name] !== undefined)
      .map((other) => other.config.name)
    if (dependents.length > 0) {
      const error = new Error(pluginMessages.dependedOn(name, dependents.join(', ')))
      this.options.log('error', 'plugin unregistration refused', { plugin: name, err: error })
      throw error
    }
    registered.detach()
    this.plugins.delete(name)
    const { destroy } = registered.definition
    if (destroy) {
      // Its hooks are already off: a destroy step that fails is logged, and it is gone anyway.
      await this.options.runStep(registered.config, 'destroy', destroy).catch((err: unknown) => {
        this.options.log('error', 'plugin destroy failed', { plugin: name, err })
      })
    }
    this.options.log('info', 'plugin unregistered', { plugin: name })
  }

  private requireDependencies(config: PluginConfig) {
    for (const [name, range] of Object.entries(config.dependencies ?? {})) {
      const found = this.plugins.get(name)
      semver ??= require('semver') as typeof Semver
      const accepts = semver.validRange(range) !== null
      if (!found || !accepts || !semver.satisfies(found.config.version, range)) {
        throw new Error(pluginMessages.missingDependency(name, range))
      }
    }
  }

  private attach(config: PluginConfig, definition: PluginDefinition): () => void {
    const hooks = config.hooks ?? []
    for (const hook of hooks) {
      if (!definition.hooks?.[hook as LifecycleHookName]) {
        throw new Error(pluginMessages.handlerMissing(hook))
      }
    }
    const offs = hooks.map((name) => {
      const hook = name as LifecycleHookName
      const handler = this.options.wrap(config, hook, definition.hooks![hook]!)
      return this.options.lifecycle.on(hook, handler, { owner: config.name })
    })
    for (const [key, validator] of Object.entries(definition.validators ?? {})) {
      const id = `${config.name}/${key}`
      offs.push(
        this.options.lifecycle.addValidator(id, this.options.wrapValidator(config, id, validator)),
      )
    }
    return () => offs.forEach((off) => off())
  }
}

function nameOf(definition: PluginDefinition): string | undefined {
  const config = definition.config as { name?: unknown } | undefined
  return typeof config?.name === 'string' ? config.name : undefined
}
