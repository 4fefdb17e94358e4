import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { PluginSummary } from '@folio/schema'
import { expect } from 'vitest'

import { signedInApi, type ContentApi } from './content-fixtures.js'
import { createTestInstallation, startTestServer } from './test-server.js'

/** The plugins that ship in the repository's `plugins/` folder. */
export const repoPlugin = (name: string) =>
  fileURLToPath(new URL(`../../../../plugins/${name}`, import.meta.url))

/**
 * A fresh installation whose DATA_DIR/plugins holds `folders` (name → index.js source), with
 * FOLIO_PLUGINS naming `extra` sources, and the demo accounts signed in.
 */
export async function startPluginApi(
  folders: Record<string, string>,
  extra: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<ContentApi> {
  const installation = await createTestInstallation()
  for (const [name, source] of Object.entries(folders)) {
    const dir = path.join(installation.dataDir, 'plugins', name)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'index.js'), source)
  }
  const server = await startTestServer(installation, {
    FOLIO_DEMO: 'true',
    FOLIO_PLUGINS: extra.join(','),
    PLUGIN_TIMEOUT_MS: '300',
    ...env,
  })
  return signedInApi(server, () => installation.destroy())
}

/** A plugin module's source: its config plus the handler code given. */
export function pluginSource(config: Record<string, unknown>, body = '{}'): string {
  return `const plugin = ${body}\nplugin.config = ${JSON.stringify(config)}\nexport default plugin\n`
}

export function config(name: string, more: Record<string, unknown> = {}) {
  return { name, version: '1.0.0', description: `The ${name} plugin`, author: 'Tests', ...more }
}

export async function listPlugins(api: ContentApi): Promise<Map<string, PluginSummary>> {
  const res = await api.call<{ plugins: PluginSummary[] }>('admin', 'GET', '/plugins')
  expect(res.status).toBe(200)
  return new Map(res.body.plugins.map((plugin) => [plugin.name, plugin]))
}

export async function grant(api: ContentApi, name: string, permissions: string[]) {
  const res = await api.call<PluginSummary>(
    'admin',
    'PATCH',
    `/plugins/${encodeURIComponent(name)}`,
    { grantedPermissions: permissions },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}
