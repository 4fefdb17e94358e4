import type * as DocsArticleModule from './components/docs-article'
import type * as DocsHubModule from './components/docs-hub'
import type { DocsPageContent } from './docs-content'

// One chunk per page, rendered at build time (vite-plugin-docs.ts); only the page opened loads.
const pageModules = import.meta.glob<DocsPageContent>(
  [
    '../../../../../docs/*.md',
    '!../../../../../docs/architecture.md',
    '!../../../../../docs/benchmarks.md',
  ],
  { query: '?docs-page', import: 'default' },
)

const loaders = new Map(
  Object.entries(pageModules).map(([file, load]) => [file.replace(/^.*\/|\.md$/g, ''), load]),
)

/**
 * A promise React's `use` reads at once when it has settled: the same fields React sets on the
 * promises it tracks. Prerendering settles every page first, so the HTML holds the page and
 * not the loading fallback; the browser reuses a page once loaded.
 */
type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected'
  value?: T
  reason?: unknown
}

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>
  tracked.status = 'pending'
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled'
      tracked.value = value
    },
    (reason: unknown) => {
      tracked.status = 'rejected'
      tracked.reason = reason
    },
  )
  return tracked
}

const loaded = new Map<string, Tracked<DocsPageContent>>()

export function hasDocsPage(slug: string): boolean {
  return loaders.has(slug)
}

/** The rendered page, loading its chunk the first time. */
export function loadDocsPage(slug: string): Promise<DocsPageContent> {
  let page = loaded.get(slug)
  if (!page) {
    const load = loaders.get(slug)
    if (!load) return Promise.reject(new Error(`No docs page "${slug}"`))
    page = track(load())
    loaded.set(slug, page)
  }
  return page
}

let articleModule: Tracked<typeof DocsArticleModule> | undefined

/** The page view's code: its own chunk, so the landing page's JavaScript does not grow. */
export function loadDocsArticle(): Promise<typeof DocsArticleModule> {
  articleModule ??= track(import('./components/docs-article'))
  return articleModule
}

let hubModule: Tracked<typeof DocsHubModule> | undefined

/** The hub's search and topics: a chunk of their own too. */
export function loadDocsHub(): Promise<typeof DocsHubModule> {
  hubModule ??= track(import('./components/docs-hub'))
  return hubModule
}

/** Loads the hub, every page and the page view: the prerender does this before rendering. */
export async function loadAllDocsPages(): Promise<void> {
  await Promise.all([
    loadDocsHub(),
    loadDocsArticle(),
    ...[...loaders.keys()].map((slug) => loadDocsPage(slug)),
  ])
}
