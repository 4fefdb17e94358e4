/** One page of the manual: `docs/<slug>.md`, served at `/docs/<slug>`. */
export interface DocsPageInfo {
  slug: string
  /** The page's `# Title`, also in the browser tab. */
  title: string
  /** The meta description of the page. */
  description: string
}

/**
 * The manual's pages in reading order: previous/next follow it. Each must match a file in
 * `docs/` whose first heading is `title` (docs-pages.test.ts checks both ways).
 */
export const docsPages: readonly DocsPageInfo[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    description: 'Install Folio, sign in, model a first content type and read it with an API key.',
  },
  {
    slug: 'content-modeling',
    title: 'Content modeling',
    description: 'Content types, fields, components, entries, versions and scheduled publishing.',
  },
  {
    slug: 'delivery-api',
    title: 'Delivery API and query language',
    description: 'Read and write content over REST: filters, sorting, fields, expand and pages.',
  },
  {
    slug: 'graphql',
    title: 'GraphQL',
    description: 'The GraphQL API generated from your content types.',
  },
  {
    slug: 'api-keys',
    title: 'API keys and MCP',
    description: 'Keys for apps and AI assistants: scopes, rate limits, caching, CORS and MCP.',
  },
  {
    slug: 'connect',
    title: 'Connect an app or an AI coding assistant',
    description: 'Copy-ready fetch, SDK, Next.js, auth-js and MCP setups for a new key.',
  },
  {
    slug: 'auth',
    title: 'Authentication for apps',
    description: 'Sign people in to your own app with Folio accounts through /auth/v1.',
  },
  {
    slug: 'webhooks',
    title: 'Webhooks',
    description: 'Events Folio posts to your endpoints, signatures, retries and the delivery log.',
  },
  {
    slug: 'media',
    title: 'Media and image transforms',
    description: 'Upload files, organise them in folders and resize images on the fly.',
  },
  {
    slug: 'workflow',
    title: 'Review workflow',
    description: 'Review states, assignments, due dates, comments and notifications.',
  },
  {
    slug: 'localization',
    title: 'Localization',
    description: 'Languages, translations of entries and fetching content in a language.',
  },
  {
    slug: 'ai',
    title: 'AI assistant',
    description: 'Connect an AI provider, write with the assistant and keep keys private.',
  },
  {
    slug: 'preview',
    title: 'Live preview',
    description: 'Preview drafts on your own site as you type, with click-to-edit.',
  },
  {
    slug: 'plugins',
    title: 'Plugins',
    description: 'Add behaviour to Folio with hooks, routes, jobs and settings.',
  },
  {
    slug: 'deploy',
    title: 'Deploying to production',
    description: 'Configuration, PostgreSQL, Redis, S3, containers, proxies and backups.',
  },
]

export function findDocsPage(slug: string | undefined): DocsPageInfo | undefined {
  return docsPages.find((page) => page.slug === slug)
}

/** The pages before and after `slug` in reading order. */
export function docsNeighbours(slug: string): { previous?: DocsPageInfo; next?: DocsPageInfo } {
  const index = docsPages.findIndex((page) => page.slug === slug)
  if (index === -1) return {}
  return { previous: docsPages[index - 1], next: docsPages[index + 1] }
}
