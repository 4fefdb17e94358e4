import { describe, expect, it } from 'vitest'

import { createLifecycle, type HookHandler } from '../lifecycle/index.js'
import type { PluginDefinition } from './plugin-definition.js'
import { dependencyOrder } from './plugin-order.js'
import { checkPluginConfig, PluginRegistry } from './plugin-registry.js'

const base = { name: 'seo', version: '1.2.0', description: 'SEO helpers', author: 'Ada' }

function registry(logs: string[] = []) {
  const lifecycle = createLifecycle()
  const steps: string[] = []
  const instance = new PluginRegistry({
    lifecycle,
    // The registry's own rules under test: handlers are attached as they are.
    wrap: (_plugin, _hook, handler) => handler as unknown as HookHandler,
    wrapValidator: (_plugin, _id, validator) => (value, field) =>
      validator.validate(value, field, {} as never),
    runStep: async (plugin, step, fn) => {
      steps.push(`${step}:${plugin.name}`)
      await fn({} as never)
    },
    log: (level, message, data) => logs.push(`${level} ${message} ${String(data.plugin)}`),
  })
  return { instance, lifecycle, steps, logs }
}

describe('plugin configuration (spec §3 and §5)', () => {
  it.each([
    [{ ...base, name: undefined }, 'Plugin name is required'],
    [{ ...base, name: '  ' }, 'Plugin name is required'],
    [{ ...base, version: undefined }, 'Plugin version is required'],
    [{ ...base, version: 'one' }, 'Plugin version must be a semantic version such as 1.2.0'],
    [{ ...base, description: '' }, 'Plugin description is required'],
    [{ ...base, author: undefined }, 'Plugin author is required'],
    [{ ...base, homepage: 'folio.dev' }, 'Homepage must be a valid URL'],
    [{ ...base, repository: 'javascript:alert(1)' }, 'Repository must be a valid URL'],
    [{ ...base, hooks: ['item.beforeSave'] }, 'Unknown hook: item.beforeSave'],
    [{ ...base, permissions: ['root'] }, 'Unknown permission: root'],
    [undefined, 'Plugin name is required'],
  ])('refuses %j: %s', (config, message) => {
    expect(() => checkPluginConfig(config)).toThrow(message)
  })

  it('accepts the optional parts', () => {
    const config = {
      ...base,
      homepage: 'https://folio.dev/seo',
      repository: 'https://example.com/seo.git',
      dependencies: { core: '^1.0.0' },
      hooks: ['item.afterCommit'],
      permissions: ['content:read'],
    }
    expect(checkPluginConfig(config)).toEqual(config)
  })
})

describe('plugin registry (spec §4)', () => {
  it('requires every dependency registered first, at a version its range accepts', async () => {
    const { instance, logs } = registry()
    const child: PluginDefinition = {
      config: { ...base, name: 'child', dependencies: { seo: '^1.0.0' } },
    }
    await expect(instance.register(child)).rejects.toThrow('Missing dependency: seo@^1.0.0')
    expect(logs).toContain('error plugin registration failed child')
    await instance.register({ config: { ...base, version: '2.0.0' } })
    await expect(instance.register(child)).rejects.toThrow('Missing dependency: seo@^1.0.0')
    await instance.unregister('seo')
    await instance.register({ config: base })
    await instance.register(child)
    expect(instance.names()).toEqual(['seo', 'child'])
  })

  it('refuses a second plugin of the same name and a listed hook without a handler', async () => {
    const { instance } = registry()
    await instance.register({ config: base })
    await expect(instance.register({ config: base })).rejects.toThrow(
      'Plugin seo is already registered',
    )
    await expect(
      instance.register({ config: { ...base, name: 'x', hooks: ['item.afterChange'] } }),
    ).rejects.toThrow('The plugin lists the hook item.afterChange but exports no handler for it')
  })

  it('attaches hooks and runs initialise; unregistering removes them and runs destroy', async () => {
    const { instance, lifecycle, steps } = registry()
    const calls: string[] = []
    await instance.register({
      config: { ...base, hooks: ['media.afterChange'] },
      hooks: { 'media.afterChange': () => void calls.push('hook') },
      initialise: () => void calls.push('initialise'),
      destroy: () => void calls.push('destroy'),
    })
    expect(lifecycle.has('media')).toBe(true)
    await instance.unregister('seo')
    expect(lifecycle.has('media')).toBe(false)
    expect(calls).toEqual(['initialise', 'destroy'])
    expect(steps).toEqual(['initialise:seo', 'destroy:seo'])
    expect(instance.get('seo')).toBeUndefined()
  })

  it('adds its field validators under plugin/key, and takes them off with the plugin', async () => {
    const { instance, lifecycle } = registry()
    await instance.register({
      config: base,
      validators: {
        short: {
          label: 'Short',
          validate: (value) => (String(value).length > 3 ? 'Too long' : undefined),
        },
      },
    })
    const short = lifecycle.validator('seo/short')
    expect(await short?.('abcd', {} as never, {} as never)).toBe('Too long')
    await instance.unregister('seo')
    expect(lifecycle.validator('seo/short')).toBeUndefined()
  })

  it('takes the hooks off again when initialise fails, and reports why', async () => {
    const { instance, lifecycle } = registry()
    const failing: PluginDefinition = {
      config: { ...base, hooks: ['item.afterCommit'] },
      hooks: { 'item.afterCommit': () => undefined },
      initialise: () => {
        throw new Error('no API key set')
      },
    }
    await expect(instance.register(failing)).rejects.toThrow('no API key set')
    expect(lifecycle.has('item')).toBe(false)
    expect(instance.names()).toEqual([])
  })

  it('will not unregister a plugin another one depends on', async () => {
    const { instance } = registry()
    await instance.register({ config: base })
    await instance.register({ config: { ...base, name: 'child', dependencies: { seo: '1.x' } } })
    await expect(instance.unregister('seo')).rejects.toThrow('Plugin seo is needed by child')
  })
})

describe('dependency order', () => {
  it('puts each plugin after what it needs, and circles last', () => {
    const plugins = [
      { name: 'c', deps: ['b'] },
      { name: 'b', deps: ['a'] },
      { name: 'a', deps: [] },
      { name: 'x', deps: ['y'] },
      { name: 'y', deps: ['x'] },
      { name: 'lone', deps: ['not-installed'] },
    ]
    const order = dependencyOrder(
      plugins,
      (p) => p.name,
      (p) => p.deps,
    ).map((p) => p.name)
    expect(order).toEqual(['a', 'b', 'c', 'lone', 'x', 'y'])
  })
})
