import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApiKey } from '../test/api-key-fixtures.js'
import { createType, startContentApi, type ContentApi } from '../test/content-fixtures.js'
import { dialectUnderTest } from '../test/test-server.js'

/**
 * What code generators make of openapi.json: Redocly's recommended rules find no error, and a
 * client generated with openapi-typescript and called through openapi-fetch, with no custom
 * serializer, type-checks and gets real answers (filters with operators included).
 */

/** The warnings left, each for a reason and where it is; any other warning fails. */
const acceptedWarnings: Record<string, { reason: string; at: RegExp }> = {
  'no-server-example.com': {
    reason: 'The test server runs on localhost; an installation names its own API_EXTERNAL_URL.',
    at: /^#\/servers\/1\/url$/,
  },
  'no-ambiguous-paths': {
    reason:
      '`/media/folders/{id}` and `/media/{id}/usage` are both real; the router tries static segments first, as OpenAPI does.',
    at: /^#\/paths\/~1media~1\{id\}~1(file|usage)$/,
  },
  'operation-4xx-response': {
    reason:
      'Health, sign-in options, the site, the billing offer, this document and the Stripe webhook answer no 4xx of their own.',
    at: /^#\/paths\/~1(health|auth-options|site|billing~1offer|billing~1webhook|openapi\.json)\//,
  },
  'no-unused-components': {
    reason: 'Component and block schemas are named for every component, also those no type uses.',
    at: /^#\/components\/schemas\/(Block|Component)_/,
  },
}

const accepted = (p: NormalizedProblem) =>
  acceptedWarnings[p.ruleId]?.at.test(p.location[0]?.pointer ?? '') === true

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

async function lint(doc: unknown) {
  const config = await createConfig({ extends: ['recommended'] })
  const problems = await lintFromString({
    source: JSON.stringify(doc),
    absoluteRef: '/openapi.json',
    config,
  })
  const describe = (p: NormalizedProblem) =>
    `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`
  return {
    errors: problems.filter((p) => p.severity === 'error').map(describe),
    unexplained: problems.filter((p) => p.severity === 'warn' && !accepted(p)).map(describe),
  }
}

/** Type-checks the files as a strict project would; the answer is every diagnostic. */
function typeCheck(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    types: [],
  })
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

/** The app code: generated types, openapi-fetch, nothing else. */
const clientSource = (slug: string) => `
import createClient from 'openapi-fetch'
import type { components, paths } from './api.js'

type Gadget = components['schemas']['Item_${slug}']

export async function run(baseUrl: string, key: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${key}\` } })
  const titles = (items: { title?: string }[] | undefined) => (items ?? []).map((i) => i.title)

  const created = await client.POST('/content/${slug}/items', {
    body: { title: 'Lamp', status: 'published', data: { price: 120, colour: 'red' } },
  })
  const lamp: Gadget | undefined = created.data?.data
  const one = await client.GET('/content/${slug}/items/{idOrSlug}', {
    params: { path: { idOrSlug: lamp?.id ?? '' } },
  })
  const price: number | null | undefined = one.data?.data.data.price
  const list = await client.GET('/content/${slug}/items', { params: { query: { sort: 'title' } } })
  const filtered = await client.GET('/content/${slug}/items', {
    params: { query: { 'filter[data.price][gte]': 100, 'filter[data.colour][eq]': 'red', sort: 'title' } },
  })
  const generic = await client.GET('/content/{type}/items', {
    params: { path: { type: '${slug}' }, query: { filter: { 'data.colour': 'blue' } } },
  })
  const missing = await client.GET('/content/${slug}/items/{idOrSlug}', {
    params: { path: { idOrSlug: 'no-such-item' } },
  })
  const refused = await client.GET('/content/${slug}/items', {
    params: { query: { 'filter[data.price][gte]': Number.NaN } },
  })
  return {
    created: created.response.status,
    price,
    list: titles(list.data?.data),
    total: list.data?.meta.total,
    filtered: titles(filtered.data?.data),
    generic: titles(generic.data?.data),
    missing: [missing.response.status, missing.error?.error.code],
    refused: [refused.response.status, refused.error?.error.code],
  }
}

export function notCalled(baseUrl: string) {
  const client = createClient<paths>({ baseUrl })
  // @ts-expect-error prices take gt/gte/lt/lte/eq/ne/in/nin/exists, not contains
  void client.GET('/content/${slug}/items', { params: { query: { 'filter[data.price][contains]': '1' } } })
}
`

describe(`openapi.json for code generators on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let slug: string
  let key: string
  let work: string

  beforeAll(async () => {
    api = await startContentApi()
    const type = await createType(api, 'Gadget', [
      { name: 'price', type: 'number' },
      {
        name: 'colour',
        type: 'select',
        options: [
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ],
      },
    ])
    slug = type.slug
    for (const [title, price, colour] of [
      ['Chair', 40, 'red'],
      ['Desk', 300, 'blue'],
      ['Shelf', 150, 'red'],
    ] as const) {
      const res = await api.call('admin', 'POST', `/content/${slug}/items`, {
        title,
        status: 'published',
        data: { price, colour },
      })
      expect(res.status).toBe(201)
    }
    key = (await createApiKey(api, 'read_write')).secret
    // Under the repository's node_modules, so `openapi-fetch` resolves from the files.
    mkdirSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true })
    work = mkdtempSync(path.join(repoRoot, 'node_modules/.cache/folio-openapi-'))
  })

  afterAll(async () => {
    if (work) rmSync(work, { recursive: true, force: true })
    await api?.close()
  })

  const documents = {
    generic: () => api.server.request('/api/v1/openapi.json'),
    'per installation': () =>
      api.server.request('/api/v1/openapi.json', { headers: { authorization: `Bearer ${key}` } }),
  }

  for (const [name, read] of Object.entries(documents)) {
    it(`lints the ${name} document with Redocly's recommended rules: no errors`, async () => {
      const res = await read()
      expect(res.status).toBe(200)
      const { errors, unexplained } = await lint(res.body)
      expect(errors).toEqual([])
      expect(unexplained).toEqual([])
    })
  }

  it('names the main resources as component schemas', async () => {
    const doc = (await documents.generic()).body as {
      components: { schemas: Record<string, unknown> }
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    for (const name of ['ContentItem', 'ContentType', 'Component', 'MediaFile', 'ApiKey', 'User']) {
      expect(doc.components.schemas[name], name).toBeDefined()
    }
    expect(doc.paths['/media/{id}']!.get!.responses['200']).toMatchObject({
      content: {
        'application/json': {
          schema: { properties: { data: { $ref: '#/components/schemas/MediaFile' } } },
        },
      },
    })
  })

  it('generates a client that type-checks and makes real calls, filters with operators included', async () => {
    const doc = (await documents['per installation']()).body
    writeFileSync(path.join(work, 'api.d.ts'), astToString(await openapiTS(doc as never)))
    const client = path.join(work, 'client.ts')
    writeFileSync(client, clientSource(slug))
    expect(typeCheck([client])).toEqual([])

    const js = ts.transpileModule(clientSource(slug), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText
    writeFileSync(path.join(work, 'client.mjs'), js)
    const { run } = (await import(
      /* @vite-ignore */ pathToFileURL(path.join(work, 'client.mjs')).href
    )) as { run: (baseUrl: string, key: string) => Promise<Record<string, unknown>> }

    // What openapi-fetch sends as is, other clients percent-encode: the server reads both.
    const encoded = await api.call<{ data: { title: string }[] }>(
      'viewer',
      'GET',
      `/content/${slug}/items?${encodeURIComponent('filter[data.price][gte]')}=200`,
    )
    expect(encoded.body.data.map((item) => item.title)).toEqual(['Desk'])

    expect(await run(`${api.server.url}/api/v1`, key)).toEqual({
      created: 201,
      price: 120,
      list: ['Chair', 'Desk', 'Lamp', 'Shelf'],
      total: 4,
      filtered: ['Lamp', 'Shelf'],
      generic: ['Desk'],
      missing: [404, 'not_found'],
      refused: [400, 'validation_failed'],
    })
  })

  it('generates types from the generic document that type-check', async () => {
    const doc = (await documents.generic()).body
    const dir = path.join(work, 'generic')
    mkdirSync(dir)
    writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(doc as never)))
    const file = path.join(dir, 'client.ts')
    writeFileSync(
      file,
      `import createClient from 'openapi-fetch'
import type { components, paths } from './api.js'
export const client = createClient<paths>({ baseUrl: '/api/v1' })
export const list = (type: string) =>
  client.GET('/content/{type}/items', { params: { path: { type }, query: { filter: { title: 'x' }, pageSize: 5 } } })
export type Item = components['schemas']['ContentItem']
`,
    )
    expect(typeCheck([file])).toEqual([])
  })
})
