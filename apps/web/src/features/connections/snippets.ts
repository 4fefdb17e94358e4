import { MCP_PATH, SDK_REGISTRY_INSTALL, sdkInstallCommand } from '@folio/schema'

import { EXAMPLE_TYPE_PLACEHOLDER } from '@/lib/use-readable-content-types'

/** Stands in for the key until one is created on the screen. */
export const KEY_PLACEHOLDER = 'folio_your_key'
/** The content type the examples read while the installation has none to show. */
export const TYPE_PLACEHOLDER = EXAMPLE_TYPE_PLACEHOLDER
/** The name the MCP configuration and command give the server. */
export const MCP_SERVER_NAME = 'folio'

export interface ConnectSnippetInput {
  /** The server root, e.g. `https://cms.example.com` (no trailing slash needed). */
  origin: string
  apiKey: string
  /** The content type the examples list, by slug. */
  typeSlug?: string | undefined
}

export type ConnectSnippetId = 'fetch' | 'sdk' | 'nextjs' | 'auth' | 'mcp'

export interface ConnectSnippet {
  id: ConnectSnippetId
  /** The tab's name. */
  label: string
  /** One sentence on when to use it. */
  description: string
  /** Where the code goes, shown as the block's title. */
  file: string
  code: string
  /** A second, shorter block (the MCP command for assistants that take one). */
  extra?: { description: string; file: string; code: string }
  /** The command that installs what the code imports, shown first. */
  install?: { description: string; code: string }
}

/** A single-quoted JavaScript string literal. */
function quoted(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
}

function clean({ origin, apiKey, typeSlug }: ConnectSnippetInput) {
  return {
    origin: origin.replace(/\/+$/, ''),
    apiKey,
    type: encodeURIComponent(typeSlug?.trim() || TYPE_PLACEHOLDER),
  }
}

/** Plain `fetch` with the key in the Authorization header. */
export function fetchSnippet(input: ConnectSnippetInput): string {
  const { origin, apiKey, type } = clean(input)
  return [
    `const response = await fetch(${quoted(`${origin}/api/v1/content/${type}/items?pageSize=10`)}, {`,
    `  headers: { Authorization: ${quoted(`Bearer ${apiKey}`)} },`,
    `})`,
    'if (!response.ok) throw new Error(`Folio answered ${response.status}`)',
    `const { data, meta } = await response.json()`,
    `console.log(data, meta)`,
  ].join('\n')
}

/** The typed client, `@folio/sdk`. */
export function sdkSnippet(input: ConnectSnippetInput): string {
  const { origin, apiKey, type } = clean(input)
  return [
    `import { createClient } from '@folio/sdk'`,
    ``,
    `const folio = createClient({`,
    `  url: ${quoted(origin)},`,
    `  apiKey: ${quoted(apiKey)},`,
    `})`,
    ``,
    `const { data, meta } = await folio.items(${quoted(decodeURIComponent(type))}).list({ pageSize: 10 })`,
    `console.log(data, meta)`,
  ].join('\n')
}

/** The `.env.local` a Next.js app reads the server and key from. */
export function nextEnvSnippet(input: ConnectSnippetInput): string {
  const { origin, apiKey } = clean(input)
  return [`FOLIO_URL=${origin}`, `FOLIO_API_KEY=${apiKey}`].join('\n')
}

/** A Next.js (App Router) server component: the key stays on the server, pages revalidate each minute. */
export function nextjsSnippet(input: ConnectSnippetInput): string {
  const { type } = clean(input)
  return [
    `// A server component, so the key never reaches the browser`,
    `interface Item {`,
    `  id: string`,
    `  title: string`,
    `  slug: string`,
    `}`,
    ``,
    `export default async function Page() {`,
    `  const url = \`\${process.env.FOLIO_URL}/api/v1/content/${type}/items?pageSize=10\``,
    `  const response = await fetch(url, {`,
    `    headers: { Authorization: \`Bearer \${process.env.FOLIO_API_KEY}\` },`,
    `    next: { revalidate: 60 },`,
    `  })`,
    '  if (!response.ok) throw new Error(`Folio answered ${response.status}`)',
    `  const { data }: { data: Item[] } = await response.json()`,
    `  return (`,
    `    <ul>`,
    `      {data.map((item) => (`,
    `        <li key={item.id}>{item.title}</li>`,
    `      ))}`,
    `    </ul>`,
    `  )`,
    `}`,
  ].join('\n')
}

/** `@supabase/auth-js` against Folio's `/auth/v1`, for apps whose users sign in with Folio. */
export function authSnippet(input: ConnectSnippetInput): string {
  const { origin, type } = clean(input)
  return [
    `import { AuthClient } from '@supabase/auth-js'`,
    ``,
    `// Folio speaks the Supabase Auth protocol at /auth/v1`,
    `const auth = new AuthClient({ url: ${quoted(`${origin}/auth/v1`)} })`,
    ``,
    `export async function signIn(email, password) {`,
    `  const { data, error } = await auth.signInWithPassword({ email, password })`,
    `  if (error) throw error`,
    `  return data.session`,
    `}`,
    ``,
    `// Calls the API as the signed-in user: their role decides what they may read and change`,
    `export async function listItems() {`,
    `  const { data } = await auth.getSession()`,
    `  if (!data.session) throw new Error('Sign in first')`,
    `  const response = await fetch(${quoted(`${origin}/api/v1/content/${type}/items`)}, {`,
    '    headers: { Authorization: `Bearer ${data.session.access_token}` },',
    `  })`,
    `  return (await response.json()).data`,
    `}`,
  ].join('\n')
}

/** The `mcpServers` configuration most AI coding assistants read (Streamable HTTP). */
export function mcpConfigSnippet(input: ConnectSnippetInput): string {
  const { origin, apiKey } = clean(input)
  const config = {
    mcpServers: {
      [MCP_SERVER_NAME]: {
        type: 'http',
        url: `${origin}${MCP_PATH}`,
        headers: { Authorization: `Bearer ${apiKey}` },
      },
    },
  }
  return JSON.stringify(config, null, 2)
}

/** One command for assistants that add servers from the terminal. */
export function mcpCommandSnippet(input: ConnectSnippetInput): string {
  const { origin, apiKey } = clean(input)
  return `claude mcp add --transport http ${MCP_SERVER_NAME} ${origin}${MCP_PATH} --header "Authorization: Bearer ${apiKey}"`
}

/** Every way to connect, in the order the Connections screen shows them as tabs. */
export function buildConnectSnippets(input: ConnectSnippetInput): ConnectSnippet[] {
  return [
    {
      id: 'fetch',
      label: 'fetch',
      description: 'Plain JavaScript in Node.js 20+, Deno, Bun or a browser; no package needed.',
      file: 'JavaScript',
      code: fetchSnippet(input),
    },
    {
      id: 'sdk',
      label: 'JavaScript SDK',
      description: 'A typed client with filters, sorting and pages, for Node.js 20+ and browsers.',
      file: 'JavaScript (@folio/sdk)',
      code: sdkSnippet(input),
      install: {
        description: `Install it from this server (once it is on the npm registry, ${SDK_REGISTRY_INSTALL} does the same):`,
        code: sdkInstallCommand(clean(input).origin),
      },
    },
    {
      id: 'nextjs',
      label: 'Next.js',
      description:
        'A server component that reads FOLIO_URL and FOLIO_API_KEY from the environment and refreshes every 60 seconds.',
      file: `app/${clean(input).type}/page.tsx`,
      code: nextjsSnippet(input),
      extra: {
        description: 'Put the server and key in .env.local (never in code the browser gets).',
        file: '.env.local',
        code: nextEnvSnippet(input),
      },
    },
    {
      id: 'auth',
      label: 'Supabase-style auth',
      description:
        "For apps that sign their users in with Folio: @supabase/auth-js works against Folio's /auth/v1 unchanged.",
      file: 'JavaScript (@supabase/auth-js)',
      code: authSnippet(input),
    },
    {
      id: 'mcp',
      label: 'MCP',
      description:
        'For AI coding assistants: add this to the MCP configuration (for example .mcp.json, or the MCP settings of your editor).',
      file: 'MCP configuration (JSON)',
      code: mcpConfigSnippet(input),
      extra: {
        description: 'Assistants that add servers with a command:',
        file: 'Terminal',
        code: mcpCommandSnippet(input),
      },
    },
  ]
}
