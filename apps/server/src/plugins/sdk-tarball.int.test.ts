import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { SDK_VERSION, sdkTarballPath } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createTestInstallation,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'
import { bundledSdk } from './sdk-tarball.js'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

describe('the SDK tarball at /sdk/folio-sdk-<version>.tgz', () => {
  let installation: TestInstallation
  let server: TestServer
  const sdk = bundledSdk()
  const url = sdkTarballPath(sdk.version)
  let work: string

  beforeAll(async () => {
    // The SDK's build, which packs it last: a fresh checkout has no build to pack yet.
    execFileSync('npm', ['run', 'build', '-w', '@folio/sdk'], { cwd: repoRoot, stdio: 'ignore' })
    installation = await createTestInstallation()
    server = await startTestServer(installation)
    work = mkdtempSync(path.join(tmpdir(), 'folio-sdk-tarball-'))
  })

  afterAll(async () => {
    if (work) rmSync(work, { recursive: true, force: true })
    await server?.close()
    await installation?.destroy()
  })

  it('serves the packed SDK to anyone, cacheable, as a gzip file', async () => {
    const res = await fetch(`${server.url}${url}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/gzip')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.equals(readFileSync(sdk.file))).toBe(true)

    const again = await fetch(`${server.url}${url}`, {
      headers: { 'if-none-match': res.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it('holds a self-contained package: its build with types, no dependencies', async () => {
    const bytes = Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer())
    writeFileSync(path.join(work, 'sdk.tgz'), bytes)
    const files = execFileSync('tar', ['-tzf', 'sdk.tgz'], { cwd: work, encoding: 'utf8' })
      .trim()
      .split('\n')
    expect(files).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/dist/index.js',
        'package/dist/index.d.ts',
      ]),
    )
    expect(
      files.filter((file) => file.includes('.test.') || file.startsWith('package/src/')),
    ).toEqual([])
    execFileSync('tar', ['-xzf', 'sdk.tgz'], { cwd: work })
    const manifest = JSON.parse(
      readFileSync(path.join(work, 'package/package.json'), 'utf8'),
    ) as Record<string, unknown>
    expect(manifest).toMatchObject({ name: '@folio/sdk', version: sdk.version })
    expect(manifest.dependencies).toBeUndefined()
  })

  it('is where the install commands the app shows point', () => {
    expect(SDK_VERSION).toBe(sdk.version)
    expect(url).toBe(`/sdk/folio-sdk-${sdk.version}.tgz`)
  })

  it('answers 404 for any other version', async () => {
    const res = await server.request('/sdk/folio-sdk-0.0.1.tgz')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error: { code: 'not_found' } })
    expect((res.body as { error: { message: string } }).error.message).toContain(url)
  })
})
