import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { createApiKey } from '../test/api-key-fixtures.js'
import { authClient } from '../test/auth-helpers.js'
import { startContentApi, type ContentApi } from '../test/content-fixtures.js'
import { manualFences } from './manual-samples.js'

/**
 * Every shell sample of the manual (`docs/*.md`) that calls the API runs here, against a real
 * server with the sample content, so the docs cannot drift from what Folio answers. A sample is
 * a fenced `sh` block that uses `curl`; it reads the server and credentials from `$FOLIO_URL`,
 * `$FOLIO_API_KEY` (a read-write key) and `$FOLIO_TOKEN` (the admin's access token), as the
 * manual tells readers to set them. Pages run in name order, a page's samples in page order.
 */
interface Sample {
  name: string
  code: string
}

function extractSamples(): Sample[] {
  const samples: Sample[] = []
  const perPage = new Map<string, number>()
  for (const { file, lang, code } of manualFences()) {
    if (!['sh', 'bash', 'shell'].includes(lang) || !/(^|[\s;&|(])curl\s/m.test(code)) continue
    const index = (perPage.get(file) ?? 0) + 1
    perPage.set(file, index)
    samples.push({ name: `${file} sample ${index}: ${code.split('\n')[0]}`, code })
  }
  return samples
}

/**
 * Runs a sample in `sh`, with `curl` wrapped to record each call's HTTP status and keep its body
 * (the sample's own options untouched), and answers the calls made.
 */
function runSample(
  code: string,
  env: Record<string, string>,
): Promise<{ exitCode: number | null; stderr: string; calls: { status: string; body: string }[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-docs-sample-'))
  const wrapper = [
    'set -e',
    'folio_call=0',
    'curl() {',
    '  folio_call=$((folio_call + 1))',
    '  command curl -sS -o "body.$folio_call" -w "%{http_code}\\n" "$@" >> statuses',
    '}',
  ].join('\n')
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `${wrapper}\n${code}`], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (exitCode) => {
      let statuses: string[] = []
      try {
        statuses = readFileSync(path.join(dir, 'statuses'), 'utf8').trim().split('\n')
      } catch {
        // No call got as far as an answer; the exit code and stderr say why.
      }
      const calls = statuses.map((status, i) => {
        let body = ''
        try {
          body = readFileSync(path.join(dir, `body.${i + 1}`), 'utf8')
        } catch {
          // A bodyless answer (204, 304).
        }
        return { status, body: body.slice(0, 500) }
      })
      rmSync(dir, { recursive: true, force: true })
      resolve({ exitCode, stderr, calls })
    })
  })
}

const samples = extractSamples()

describe('the manual’s API samples', () => {
  let api: ContentApi
  let env: Record<string, string>

  beforeAll(async () => {
    api = await startContentApi()
    const key = await createApiKey(api, 'read_write')
    const { data, error } = await authClient(api.server).signInWithPassword({
      email: 'admin@demo.folio.dev',
      password: DEMO_PASSWORD,
    })
    expect(error).toBeNull()
    env = {
      FOLIO_URL: api.server.url,
      FOLIO_API_KEY: key.secret,
      FOLIO_TOKEN: data.session!.access_token,
    }
  })
  afterAll(() => api?.close())

  it('finds the samples, and each reads the server from $FOLIO_URL', () => {
    expect(samples.length).toBeGreaterThanOrEqual(20)
    for (const sample of samples) {
      expect(sample.code, `${sample.name} must call $FOLIO_URL`).toContain('$FOLIO_URL')
    }
  })

  it.each(samples.map((sample) => [sample.name, sample.code] as const))(
    '%s',
    async (_name, code) => {
      const { exitCode, stderr, calls } = await runSample(code, env)
      const curlCount = code.match(/(^|[\s;&|(])curl\s/gm)?.length ?? 0
      expect(stderr).toBe('')
      expect(exitCode).toBe(0)
      expect(calls).toHaveLength(curlCount)
      for (const call of calls) {
        // An error answer fails the sample, with the body that says why.
        expect(Number(call.status), call.body).toBeGreaterThanOrEqual(200)
        expect(Number(call.status), call.body).toBeLessThan(400)
      }
    },
  )
})
