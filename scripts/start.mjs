// `npm start`: installs dependencies if needed, builds when the build is missing or older
// than the sources, then runs the server in this process (so signals reach it directly).
// package.json starts this script with `exec`: npm runs scripts through `sh -c` and forwards
// SIGTERM to that shell, which would die of it and leave the server running as an orphan.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { ensureInstalled } from './ensure-install.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const stamp = path.join(root, 'apps/server/dist/.build-stamp')
const outputs = [
  'apps/server/dist/server.js',
  'apps/web/dist/app.html',
  'packages/schema/dist/index.js',
  // The server generates TypeScript types for MCP clients with the SDK's generator.
  'packages/sdk/dist/index.js',
]
const inputs = [
  'package-lock.json',
  'packages/schema/src',
  'packages/schema/package.json',
  'packages/sdk/src',
  'packages/sdk/package.json',
  'apps/server/src',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
]

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

function buildIsStale() {
  if (!existsSync(stamp) || outputs.some((file) => !existsSync(path.join(root, file)))) return true
  const sources = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))))
  return sources > statSync(stamp).mtimeMs
}

ensureInstalled()
if (buildIsStale()) {
  console.log('Building Folio...')
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
  writeFileSync(stamp, new Date().toISOString())
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href)
