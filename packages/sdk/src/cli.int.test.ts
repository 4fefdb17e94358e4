import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  closedPortUrl,
  dialectUnderTest,
  startLiveFolio,
  type LiveFolio,
} from './test/live-folio.js'
import { createClient } from './client.js'
import type { Component } from './types.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const cliPath = path.join(here, 'cli.ts')
const sdkEntry = path.join(here, 'index.ts')

/** Runs `folio ...` as a user would, in its own process (the server keeps answering meanwhile). */
function folioCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cliPath, ...args],
      { env: { ...process.env, FOLIO_URL: '', FOLIO_API_KEY: '' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

/** Type-checks files with the TypeScript compiler, `@folio/sdk` resolving to this source. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    paths: { '@folio/sdk': [sdkEntry] },
  })
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    )
}

const usage = `import { createClient, type ContentItem } from '@folio/sdk'

import type { FolioContentTypes, SDKAuthor, SDKPage, SDKProduct } from './folio-types.js'

const folio = createClient<FolioContentTypes>({ url: 'http://localhost:3000', apiKey: 'folio_x' })

export async function check(): Promise<void> {
  const products = folio.items('sdk-products')
  const { data } = await products.list({
    filter: { 'data.price': { gte: 10 }, 'data.Hero image': { exists: true } },
    sort: ['-data.price', 'title'],
    expand: ['author'],
  })
  const first: ContentItem<SDKProduct> = data[0]!
  const price: number = first.data.price
  const tags: string[] | null = first.data.tags
  const launch: string | null = first.data.launch
  const author = first.data.author
  if (author !== null && typeof author !== 'string') {
    const name: string = author.data.name
    const bio: string | null = author.data.bio
    void [name, bio]
  }
  void [price, tags, launch]

  const selected = await products.list({ fields: ['title', 'data.price'] })
  const title: string | undefined = selected.data[0]?.title
  void title

  const created = await folio.items('sdk-authors').create({ title: 'Ada', data: { name: 'Ada' } })
  const author2: SDKAuthor = created.data
  void author2

  // @ts-expect-error the type has no such data field
  await products.list({ filter: { 'data.colour': 'red' } })
  // @ts-expect-error price is a number
  const wrong: string = first.data.price
  void wrong
  // Naming the data type directly still works for any type.
  const loose = await folio.items<{ x: number }>('other').get('id')
  const x: number = loose.data.x
  void x

  // Blocks narrow on _type; components, selects, relations, media and json are typed.
  const page = await folio.items('sdk-pages').get('home', { locale: 'en', expand: ['related'] })
  const kind: 'home' | 'promo' = page.data.kind
  const whole: SDKPage = page.data
  for (const section of page.data.sections ?? []) {
    const key: string = section._key
    if (section._type === 'sdk-hero') {
      const heading: string | null = section.heading
      const url: string | undefined = section.image?.url
      const quoted: string | undefined = section.quote?.text
      // @ts-expect-error a hero has no text of its own
      void section.text
      void [heading, url, quoted]
    } else {
      const text: string = section.text
      void text
    }
    void key
  }
  for (const entry of page.data.related ?? []) {
    if (typeof entry !== 'string') {
      const name: string = entry.data.name
      void name
    }
  }
  const firstPhoto: number | null | undefined = page.data.gallery?.[0]?.width
  const config: unknown = page.data.config
  // @ts-expect-error not one of the options
  const otherKind: SDKPage['kind'] = 'other'
  void [kind, whole, firstPhoto, config, otherKind]
  const selectedNested = await folio.items('sdk-pages').list({ fields: ['data.sections.heading'] })
  void selectedNested
}
`

describe(`folio types against a live server on ${dialectUnderTest}`, () => {
  let folio: LiveFolio
  let dir: string

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'folio-sdk-types-'))
    folio = await startLiveFolio()
    const author = await folio.createType('SDK Author', 'sdk-authors', [
      { name: 'name', type: 'text', required: true },
      { name: 'bio', type: 'rich-text', description: 'A short biography' },
    ])
    await folio.createType('SDK Product', 'sdk-products', [
      { name: 'price', type: 'number', required: true },
      { name: 'launch', type: 'date' },
      { name: 'featured', type: 'boolean' },
      { name: 'Hero image', type: 'image' },
      { name: 'tags', type: 'array' },
      { name: 'author', type: 'reference', referenceTypeId: author.id },
    ])
    const component = async (name: string, slug: string, fields: object[]) => {
      const res = await folio.admin<{ data: Component }>('POST', '/components', {
        name,
        slug,
        fields,
      })
      expect(res.status).toBe(201)
      return res.body.data
    }
    const quote = await component('SDK Quote', 'sdk-quote', [
      { name: 'text', type: 'text', required: true },
    ])
    const hero = await component('SDK Hero', 'sdk-hero', [
      { name: 'heading', type: 'text' },
      { name: 'image', type: 'media' },
      { name: 'quote', type: 'component', componentId: quote.id },
    ])
    await folio.createType('SDK Page', 'sdk-pages', [
      {
        name: 'kind',
        type: 'select',
        required: true,
        options: [
          { value: 'home', label: 'Home' },
          { value: 'promo', label: 'Promo' },
        ],
      },
      { name: 'sections', type: 'blocks', componentIds: [hero.id, quote.id] },
      { name: 'related', type: 'relation', relationTypeIds: [author.id] },
      { name: 'gallery', type: 'media', multiple: true },
      { name: 'config', type: 'json' },
    ])
  })

  afterAll(async () => {
    await folio?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('writes interfaces for every content type that compile and type the client', async () => {
    const out = path.join(dir, 'folio-types.ts')
    const run = await folioCli(['types', '--url', folio.url, '--key', folio.apiKey, '--out', out])
    expect(run.stderr).toBe(`folio: wrote ${out}\n`)
    expect(run.code).toBe(0)

    const source = readFileSync(out, 'utf8')
    expect(source).toContain(
      `import type { Block, MediaFile, Reference, Relation } from '@folio/sdk'`,
    )
    expect(source).toContain(`/** SDK Product (\`sdk-products\`) */
export interface SDKProduct {
  price: number
  /** ISO 8601 date (YYYY-MM-DD) or date-time */
  launch: string | null
  featured: boolean | null
  /** Image URL or media id */
  'Hero image': string | null
  tags: string[] | null
  author: Reference<SDKAuthor>
}`)
    expect(source).toContain(`export interface SDKAuthor {
  name: string
  /** A short biography. HTML */
  bio: string | null
}`)
    expect(source).toMatch(/export interface FolioContentTypes \{[^}]*'sdk-products': SDKProduct\n/)
    expect(source).toContain(
      `  sections: (Block<'sdk-hero', SDKHeroComponent> | Block<'sdk-quote', SDKQuoteComponent>)[] | null`,
    )
    expect(source).toContain(`export interface SDKQuoteComponent {`)

    // The components the generator read are what the client lists.
    const listed = await createClient({ url: folio.url, apiKey: folio.apiKey }).components.list()
    expect(listed.map((component) => component.slug)).toEqual(
      expect.arrayContaining(['sdk-hero', 'sdk-quote']),
    )

    const usageFile = path.join(dir, 'usage.ts')
    writeFileSync(usageFile, usage)
    expect(typeErrors([out, usageFile])).toEqual([])
  })

  it('prints to standard output without --out', async () => {
    const run = await folioCli(['types', '--url', folio.url, '--key', folio.apiKey])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('export interface SDKAuthor {')
  })

  it('exits 1 with a clear message when the key is refused', async () => {
    const run = await folioCli(['types', '--url', folio.url, '--key', 'folio_notarealkey01234567'])
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(new RegExp(`^folio: ${folio.url} refused the API key \\(401\\): .+`))
    expect(run.stdout).toBe('')
  })

  it('exits 1 when the server cannot be reached or an option is missing', async () => {
    const url = await closedPortUrl()
    const offline = await folioCli(['types', '--url', url, '--key', 'folio_x'])
    expect(offline.code).toBe(1)
    expect(offline.stderr).toBe(
      `folio: Could not reach ${url}/api/v1: fetch failed (ECONNREFUSED)\n`,
    )

    const noKey = await folioCli(['types', '--url', folio.url])
    expect(noKey).toMatchObject({
      code: 1,
      stderr: 'folio: missing --key (an API key from Settings → API)\n',
    })

    const unknown = await folioCli(['types', '--colour', 'red'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain("Unknown option '--colour'")
  })

  it('explains itself with --help', async () => {
    const help = await folioCli(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: folio types --url <url> --key <api key> [--out <file>]')
    expect((await folioCli(['types', '--help'])).stdout).toBe(help.stdout)
  })
})
