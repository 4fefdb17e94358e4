import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  buildConnectSnippets,
  fetchSnippet,
  KEY_PLACEHOLDER,
  mcpCommandSnippet,
  mcpConfigSnippet,
  nextEnvSnippet,
  nextjsSnippet,
  sdkSnippet,
  authSnippet,
} from './snippets'

const input = { origin: 'https://cms.example.com', apiKey: 'folio_abc123' }

describe('connect snippets', () => {
  it('builds an MCP configuration that parses and points at {origin}/mcp with the key', () => {
    const config = JSON.parse(mcpConfigSnippet(input)) as unknown
    expect(config).toEqual({
      mcpServers: {
        folio: {
          type: 'http',
          url: 'https://cms.example.com/mcp',
          headers: { Authorization: 'Bearer folio_abc123' },
        },
      },
    })
  })

  it('drops a trailing slash of the origin', () => {
    const config = JSON.parse(
      mcpConfigSnippet({ ...input, origin: 'https://cms.example.com/' }),
    ) as { mcpServers: { folio: { url: string } } }
    expect(config.mcpServers.folio.url).toBe('https://cms.example.com/mcp')
    expect(fetchSnippet({ ...input, origin: 'https://cms.example.com/' })).toContain(
      "'https://cms.example.com/api/v1/content/your-type/items?pageSize=10'",
    )
  })

  it('gives the one-line command for assistants that take one', () => {
    expect(mcpCommandSnippet(input)).toBe(
      'claude mcp add --transport http folio https://cms.example.com/mcp --header "Authorization: Bearer folio_abc123"',
    )
  })

  it('sends the key as a bearer token with fetch and configures the SDK with it', () => {
    expect(fetchSnippet(input)).toContain("headers: { Authorization: 'Bearer folio_abc123' }")
    const sdk = sdkSnippet({ ...input, typeSlug: 'blog-post' })
    expect(sdk).toContain("import { createClient } from '@folio/sdk'")
    expect(sdk).toContain("url: 'https://cms.example.com',")
    expect(sdk).toContain("apiKey: 'folio_abc123',")
    expect(sdk).toContain("folio.items('blog-post').list({ pageSize: 10 })")
  })

  it("installs the SDK from the server's own tarball, naming the registry package too", () => {
    const sdk = buildConnectSnippets({ ...input, origin: 'https://cms.example.com/' }).find(
      (snippet) => snippet.id === 'sdk',
    )!
    expect(sdk.install?.code).toBe('npm install https://cms.example.com/sdk/folio-sdk-0.1.0.tgz')
    expect(sdk.install?.description).toContain('npm install @folio/sdk')
  })

  it('reads the server and key from the environment in Next.js and revalidates every minute', () => {
    const code = nextjsSnippet(input)
    expect(code).toContain('process.env.FOLIO_URL')
    expect(code).toContain('process.env.FOLIO_API_KEY')
    expect(code).toContain('next: { revalidate: 60 }')
    expect(code).not.toContain('folio_abc123')
    expect(nextEnvSnippet(input)).toBe(
      'FOLIO_URL=https://cms.example.com\nFOLIO_API_KEY=folio_abc123',
    )
  })

  it('points auth-js at {origin}/auth/v1', () => {
    const code = authSnippet(input)
    expect(code).toContain("import { AuthClient } from '@supabase/auth-js'")
    expect(code).toContain("new AuthClient({ url: 'https://cms.example.com/auth/v1' })")
  })

  it('escapes quotes in string literals and encodes the type slug in URLs', () => {
    const code = fetchSnippet({ ...input, apiKey: "it's", typeSlug: 'a b' })
    expect(code).toContain("'Bearer it\\'s'")
    expect(code).toContain('/content/a%20b/items')
  })

  it('lists the five tabs in order, with the placeholder until a key exists', () => {
    const snippets = buildConnectSnippets({ ...input, apiKey: KEY_PLACEHOLDER })
    expect(snippets.map((snippet) => snippet.label)).toEqual([
      'fetch',
      'JavaScript SDK',
      'Next.js',
      'Supabase-style auth',
      'MCP',
    ])
    expect(KEY_PLACEHOLDER).toBe('folio_your_key')
    const mcp = snippets.find((snippet) => snippet.id === 'mcp')
    expect(mcp?.code).toContain('Bearer folio_your_key')
    expect(mcp?.extra?.code).toContain('Bearer folio_your_key')
  })
})

/** A whole code block's body: from the line after the opening fence to the closing one. */
const fenced = (code: string) => `\n${code}\n${'`'.repeat(3)}`

describe('docs/connect.md', () => {
  it('holds exactly the snippets the Connections screen shows', () => {
    const doc = readFileSync(resolve(__dirname, '../../../../../docs/connect.md'), 'utf8')
    // The guide's examples read the sample content's blog-post type (its samples run against a
    // live server), as the screen reads the installation's first.
    const snippets = buildConnectSnippets({
      origin: 'https://cms.example.com',
      apiKey: KEY_PLACEHOLDER,
      typeSlug: 'blog-post',
    })
    for (const snippet of snippets) {
      expect(doc).toContain(fenced(snippet.code))
      if (snippet.extra) expect(doc).toContain(fenced(snippet.extra.code))
    }
  })
})
