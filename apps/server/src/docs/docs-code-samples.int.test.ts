import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { createApiKey } from '../test/api-key-fixtures.js'
import { startContentApi, type ContentApi } from '../test/content-fixtures.js'
import { makeSampleDir, manualFences, removeSampleDir } from './manual-samples.js'

/**
 * Every JavaScript and TypeScript sample of the manual that calls the API (a `js`, `ts` or `tsx`
 * block with `fetch(`, `createClient(`, `AuthClient(` or `/graphql`) runs here against a real
 * server with the sample content, as the shell samples do in docs-samples.int.test.ts.
 *
 * The rule for the server and key: a sample either writes them as the placeholders the manual
 * names, `https://cms.example.com` and `folio_your_key` (the test replaces them with the live
 * server and a read-write key), or reads `process.env.FOLIO_URL` and `process.env.FOLIO_API_KEY`
 * (the test sets them). Nothing else of a sample is changed.
 *
 * Each sample is written to a module in `.samples-tmp/` (ignored by git, removed afterwards) and
 * imported, so its top-level code runs; then what it exports is exercised as a reader would:
 * `signIn` with the demo admin's email and password, then every other exported function;
 * a default-exported component is rendered to HTML; a GraphQL Code Generator config has its
 * schema URLs fetched with its headers. A sample fails when it throws, makes no call, or the
 * server answers any of its calls with an error status.
 */
const placeholderUrl = 'https://cms.example.com'
const placeholderKey = 'folio_your_key'
const languages: Record<string, 'js' | 'ts' | 'tsx'> = {
  js: 'js',
  javascript: 'js',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  jsx: 'tsx',
}

interface Sample {
  name: string
  file: string
  code: string
}

function extractSamples(): Sample[] {
  const samples: Sample[] = []
  const perPage = new Map<string, number>()
  for (const { file, lang, code } of manualFences()) {
    const ext = languages[lang]
    if (!ext || !/fetch\(|createClient\(|AuthClient\(|\/graphql/.test(code)) continue
    const index = (perPage.get(file) ?? 0) + 1
    perPage.set(file, index)
    const base = `${file.replace(/\.md$/, '')}-${index}`
    samples.push({
      name: `${file} sample ${index}: ${code.split('\n')[0]}`,
      file: `${base}.${ext}`,
      code,
    })
  }
  return samples
}

/** A call the sample made to the server, with the body of an error answer. */
interface Call {
  method: string
  url: string
  status: number
  body: string
}

const samples = extractSamples()

describe('the manual’s JavaScript and TypeScript samples', () => {
  let api: ContentApi
  let key: string
  let calls: Call[]
  let tmpDir = ''

  beforeAll(async () => {
    api = await startContentApi()
    key = (await createApiKey(api, 'read_write')).secret
    tmpDir = makeSampleDir('code')
    mkdirSync(path.join(tmpDir, 'gql'))
    // The Next.js page is a server component: its JSX compiles with React's automatic runtime,
    // as in a Next.js app, and the test renders it with react-dom/server.
    writeFileSync(
      path.join(tmpDir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { jsx: 'react-jsx', strict: false } }),
    )
    // graphql.md's `src/posts.ts` imports the `graphql()` that GraphQL Code Generator writes to
    // `./gql`. In `documentMode: 'string'` that function answers the query text (typed); this
    // stands in for it, so the query itself runs against the server as written.
    writeFileSync(
      path.join(tmpDir, 'gql', 'index.ts'),
      'export const graphql = (source: string) => source\n',
    )
    writeFileSync(
      path.join(tmpDir, 'render.ts'),
      [
        "import { renderToStaticMarkup } from 'react-dom/server'",
        'export const render = (element: unknown) => renderToStaticMarkup(element as never)',
        '',
      ].join('\n'),
    )
  })
  afterAll(async () => {
    if (tmpDir) removeSampleDir(tmpDir)
    await api?.close()
  })

  beforeEach(() => {
    calls = []
    vi.stubEnv('FOLIO_URL', api.server.url)
    vi.stubEnv('FOLIO_API_KEY', key)
    // Records every call to the server, whatever made it (fetch, the SDK, auth-js).
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const response = await realFetch(input, init)
      const request = new Request(input, init)
      if (request.url.startsWith(api.server.url)) {
        const body = response.ok ? '' : (await response.clone().text()).slice(0, 500)
        calls.push({ method: request.method, url: request.url, status: response.status, body })
      }
      return response
    })
    // The samples print what they read; the test checks the calls instead.
    vi.spyOn(console, 'log').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('finds the samples, and each names the server as the manual says', () => {
    expect(samples.length).toBeGreaterThanOrEqual(7)
    for (const sample of samples) {
      expect(
        sample.code.includes(placeholderUrl) || sample.code.includes('process.env.FOLIO_URL'),
        `${sample.name} must call ${placeholderUrl} or process.env.FOLIO_URL`,
      ).toBe(true)
    }
  })

  it.each(samples.map((sample) => [sample.name, sample] as const))('%s', async (_name, sample) => {
    const code = sample.code
      .replaceAll(placeholderUrl, api.server.url)
      .replaceAll(placeholderKey, key)
    const file = path.join(tmpDir, sample.file)
    writeFileSync(file, code)
    try {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
      await exercise(module)
    } finally {
      // An error answer fails the sample, with the body that says why (also when the sample
      // went on to throw because of it).
      for (const call of calls) {
        expect(call.status, `${call.method} ${call.url}: ${call.body}`).toBeLessThan(400)
      }
    }
    expect(calls.length, 'the sample made no call to the server').toBeGreaterThan(0)
  })

  /** Uses what a sample exports, as the page tells readers to. */
  async function exercise(module: Record<string, unknown>) {
    const { signIn, default: main, ...others } = module
    if (typeof signIn === 'function') {
      const session: unknown = await (signIn as SignIn)('admin@demo.folio.dev', DEMO_PASSWORD)
      expect(session).toHaveProperty('access_token')
    }
    for (const [name, value] of Object.entries(others)) {
      if (typeof value !== 'function') continue
      const result = await (value as () => Promise<unknown>)()
      // The list functions answer the items read.
      expect(result, `${name}() answered nothing`).toEqual(
        expect.arrayContaining([expect.anything()]),
      )
    }
    if (typeof main === 'function') {
      // A page component: render it, as Next.js would, to the HTML a visitor gets.
      const { render } = (await import(pathToFileURL(path.join(tmpDir, 'render.ts')).href)) as {
        render: (element: unknown) => string
      }
      const html = render(await (main as () => Promise<unknown>)())
      expect(html).toMatch(/<li>[^<]+<\/li>/)
    } else if (isCodegenConfig(main)) {
      // GraphQL Code Generator reads each schema URL with its headers.
      for (const entry of main.schema) {
        for (const [url, { headers }] of Object.entries(entry)) {
          const sdl = await (await fetch(url, { headers })).text()
          expect(sdl).toContain('type Query')
        }
      }
    }
  }
})

type SignIn = (email: string, password: string) => Promise<unknown>

interface CodegenConfig {
  schema: Record<string, { headers?: Record<string, string> }>[]
}

function isCodegenConfig(value: unknown): value is CodegenConfig {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as CodegenConfig).schema)
  )
}
