import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { PluginsConfig } from '../../config/config.js'
import type { PluginDefinition } from './plugin-definition.js'

/** A plugin found at start: its definition, or why it could not be loaded. */
export interface LoadedPlugin {
  source: string
  definition?: PluginDefinition
  error?: string
}

/** A folder's entry file: its package.json `main`, else index.js. */
function entryOfFolder(folder: string): string {
  const manifest = path.join(folder, 'package.json')
  if (existsSync(manifest)) {
    const { main } = JSON.parse(readFileSync(manifest, 'utf8')) as { main?: string }
    if (main) return path.join(folder, main)
  }
  return path.join(folder, 'index.js')
}

/** A FOLIO_PLUGINS entry: a path (it starts with `.` or `/`, or exists) or a package name. */
function entryOf(source: string): string {
  const resolved = path.resolve(source)
  if (source.startsWith('.') || path.isAbsolute(source) || existsSync(resolved)) {
    return statSync(resolved).isDirectory() ? entryOfFolder(resolved) : resolved
  }
  // Package names resolve from the working directory, where `npm install` put them.
  return createRequire(path.join(process.cwd(), 'noop.js')).resolve(source)
}

function definitionOf(module: Record<string, unknown>): PluginDefinition | undefined {
  const candidate = (module.default ?? module) as Partial<PluginDefinition> | undefined
  return candidate && typeof candidate === 'object' && 'config' in candidate
    ? (candidate as PluginDefinition)
    : undefined
}

/**
 * Every plugin of the installation: the folders in DATA_DIR/plugins, then FOLIO_PLUGINS in
 * order. One that cannot be found or imported is reported, and the others still load.
 */
export async function loadPlugins(config: PluginsConfig): Promise<LoadedPlugin[]> {
  const sources = [
    ...(existsSync(config.dir)
      ? readdirSync(config.dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
          .map((entry) => path.join(config.dir, entry.name))
          .sort()
      : []),
    ...config.sources,
  ]
  const loaded: LoadedPlugin[] = []
  for (const source of sources) {
    try {
      const module = (await import(pathToFileURL(entryOf(source)).href)) as Record<string, unknown>
      const definition = definitionOf(module)
      loaded.push(
        definition
          ? { source, definition }
          : { source, error: 'The module exports no plugin (a default export with a config)' },
      )
    } catch (error) {
      loaded.push({ source, error: error instanceof Error ? error.message : String(error) })
    }
  }
  return loaded
}
