// Installs dependencies when they are missing or older than the lockfile, so `npm start` and
// `npm test` work on a fresh clone. Uses only Node built-ins: it runs before anything is installed.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function ensureInstalled() {
  const lockfile = path.join(root, 'package-lock.json')
  const installed = path.join(root, 'node_modules', '.package-lock.json')
  const stale =
    !existsSync(installed) || statSync(lockfile).mtimeMs > statSync(installed).mtimeMs + 1000
  if (!stale) return
  console.log('Installing dependencies (npm ci)...')
  execSync('npm ci', { cwd: root, stdio: 'inherit' })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstalled()
