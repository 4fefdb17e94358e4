import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { validate } from 'dockerfile-utils'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { configVariables } from './config.js'

// The container files cannot be run here (no container engine); what can be checked is that
// they are valid, that they start what `npm start` starts, and that they configure Folio
// with variables it really reads.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')

  it('passes the Dockerfile linter with no problem', () => {
    expect(validate(dockerfile)).toEqual([])
  })

  it('installs every workspace, runs the built server unprivileged and checks its health', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces
    const copied = [...dockerfile.matchAll(/^COPY (\S+\/package\.json) /gm)].map((m) => m[1])
    for (const pattern of workspaces) {
      const folder = pattern.replace('/*', '')
      for (const manifest of copied.filter((file) => file?.startsWith(`${folder}/`))) {
        expect(existsSync(path.join(root, manifest!)), manifest).toBe(true)
      }
    }
    expect(copied).toEqual(
      expect.arrayContaining([
        'apps/server/package.json',
        'apps/web/package.json',
        'packages/schema/package.json',
        'packages/sdk/package.json',
        'packages/preview/package.json',
      ]),
    )
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
    expect(runtime).toMatch(/^USER node$/m)
    expect(runtime).toMatch(/^VOLUME \["\/data"\]$/m)
    expect(runtime).toMatch(/DATA_DIR=\/data/)
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/api\/v1\/health/m)
    expect(runtime).toContain(
      'CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "apps/server/dist/server.js"]',
    )
    expect(existsSync(path.join(root, '.dockerignore'))).toBe(true)
  })

  it('runs the server with the V8 settings that npm start and the documented service use', () => {
    const flagList = ['--max-semi-space-size=8', '--heap-growing-percent=50']
    const flags = flagList.join(' ')
    const scripts = (file: string) =>
      (JSON.parse(read(file)) as { scripts: Record<string, string> }).scripts
    expect(scripts('package.json').start).toBe(`exec node ${flags} scripts/start.mjs`)
    expect(scripts('apps/server/package.json').start).toBe(`node ${flags} dist/server.js`)
    for (const doc of ['README.md', 'docs/deploy.md']) {
      expect(read(doc), doc).toContain(
        `ExecStart=/usr/bin/node ${flags} apps/server/dist/server.js`,
      )
    }
    expect(read('scripts/bench/server.mjs')).toContain(
      `[${flagList.map((flag) => `'${flag}'`).join(', ')}]`,
    )
  })
})

describe('compose.yaml', () => {
  interface Service {
    build?: string
    image?: string
    environment?: Record<string, string>
    depends_on?: Record<string, { condition: string }>
  }
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, Service>
  }

  it('runs two Folio instances on PostgreSQL, Redis and an S3-compatible store', () => {
    const folios = Object.entries(compose.services).filter(([, s]) => s.build === '.')
    expect(folios).toHaveLength(2)
    expect(compose.services.postgres?.image).toMatch(/^postgres:/)
    expect(compose.services.redis?.image).toMatch(/^redis:/)
    expect(compose.services.minio?.image).toMatch(/^minio\//)
    for (const [name, service] of folios) {
      const env = service.environment ?? {}
      for (const variable of Object.keys(env)) expect(configVariables, name).toContain(variable)
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//)
      expect(env.REDIS_URL).toBe('redis://redis:6379')
      expect(env.S3_ENDPOINT).toBe('http://minio:9000')
      expect(env.FOLIO_SECRET).toMatch(/FOLIO_SECRET:\?/)
      expect(Object.keys(service.depends_on ?? {})).toEqual(
        expect.arrayContaining(['postgres', 'redis', 'minio-bucket']),
      )
    }
  })
})
