#!/usr/bin/env node
// The SDK installs as the README says: pack it, start the built Folio (or use FOLIO_URL), make a
// throwaway project that `npm install`s the tarball from the server's own URL plus TypeScript,
// compile a small strict TS file using the SDK and run it: it must list items of a seeded type.
// Needs a build (`npm run build`); exits non-zero, with what went wrong, on any failure.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const serverDist = process.env.FOLIO_SERVER_DIST ?? 'apps/server/dist'
const port = Number(process.env.SDK_CHECK_PORT ?? 3291)
const { version } = JSON.parse(readFileSync(path.join(root, 'packages/sdk/package.json'), 'utf8'))
const typescriptVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules/typescript/package.json'), 'utf8'),
).version
const DEMO_ADMIN = { email: 'admin@demo.folio.dev', password: 'folio-demo-2025' }
const SEEDED_TYPE = 'blog-post'

const work = mkdtempSync(path.join(tmpdir(), 'folio-sdk-install-'))
const cleanUps = [() => rmSync(work, { recursive: true, force: true })]
const log = (line) => console.log(`sdk-install-check: ${line}`)
function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
  } catch (error) {
    // The compiler reports on stdout, npm on stderr: show both.
    throw new Error(`${command} ${args.join(' ')}\n${error.stdout ?? ''}${error.stderr ?? ''}`)
  }
}

async function startServer() {
  if (process.env.FOLIO_URL) return process.env.FOLIO_URL.replace(/\/$/, '')
  const url = `http://127.0.0.1:${port}`
  const server = spawn('node', [path.join(serverDist, 'server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // Development mode seeds the demo accounts and content the check reads.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: 'warn',
    },
  })
  cleanUps.unshift(() => server.kill('SIGTERM'))
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    const ok = await fetch(`${url}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) return url
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not answer /api/v1/health within 60 s')
}

async function json(url, init) {
  const res = await fetch(url, init)
  const body = await res.json()
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`)
  return body
}

/** A read-only API key, made by the demo admin as a person would in Settings → API. */
async function createApiKey(url) {
  const session = await json(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  const key = await json(`${url}/api/v1/api-keys`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.access_token}`,
    },
    body: JSON.stringify({ name: 'SDK install check', scope: 'read' }),
  })
  return key.data.secret
}

const app = `import { createClient, type ContentItem } from '@folio/sdk'

// Node's own types are not installed: the check installs the SDK and TypeScript only.
declare const process: { env: Record<string, string | undefined> }

const folio = createClient({ url: process.env.FOLIO_URL!, apiKey: process.env.FOLIO_API_KEY })
const posts = folio.items('${SEEDED_TYPE}')
const { data, meta } = await posts.list({ pageSize: 5, sort: '-publishedAt' })
const titles: string[] = data.map((item: ContentItem) => item.title)
if (titles.length === 0) throw new Error('no ${SEEDED_TYPE} items')
console.log(JSON.stringify({ titles, pageSize: meta.pageSize }))
`

async function main() {
  log(`packing @folio/sdk ${version}`)
  run('npm', ['run', 'pack', '-w', '@folio/sdk'], root)
  const url = await startServer()
  const tarball = `${url}/sdk/folio-sdk-${version}.tgz`
  const apiKey = await createApiKey(url)

  log(`npm install ${tarball} typescript@${typescriptVersion}`)
  const project = path.join(work, 'app')
  run('mkdir', ['-p', project])
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'folio-sdk-install-check', private: true, type: 'module' }),
  )
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      tarball,
      `typescript@${typescriptVersion}`,
    ],
    project,
  )
  writeFileSync(path.join(project, 'index.ts'), app)
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM'],
        types: [],
        outDir: 'dist',
      },
      files: ['index.ts'],
    }),
  )
  log('tsc')
  run(path.join(project, 'node_modules/.bin/tsc'), ['-p', '.'], project)
  const out = execFileSync('node', ['dist/index.js'], {
    cwd: project,
    env: { ...process.env, FOLIO_URL: url, FOLIO_API_KEY: apiKey },
    encoding: 'utf8',
  })
  const { titles } = JSON.parse(out)
  log(
    `listed ${titles.length} ${SEEDED_TYPE} item(s) through the installed SDK: ${titles.join(', ')}`,
  )
}

try {
  await main()
  log('ok')
} catch (error) {
  console.error(`sdk-install-check: FAILED: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
} finally {
  for (const cleanUp of cleanUps) cleanUp()
}
