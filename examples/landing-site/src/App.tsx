import { isPreview, previewToken, subscribe } from '@folio/preview'
import { createClient, FolioError, type ContentItem } from '@folio/sdk'
import { useEffect, useState } from 'react'

import { BlockView, type LandingPage } from './blocks'

/** Folio itself: the admin's origin is the only one live-preview messages are taken from. */
const FOLIO_URL = import.meta.env.VITE_FOLIO_URL || 'http://localhost:3000'
/** A read-only key sees published content only. */
const API_KEY = import.meta.env.VITE_FOLIO_KEY || undefined
/**
 * `vite dev` and `vite preview` pass `/api/` on to Folio; a site hosted elsewhere calls
 * Folio directly and lists its origin in Settings → API → Allowed origins.
 */
const API_URL = import.meta.env.VITE_FOLIO_API_URL || window.location.origin

type Page = ContentItem<LandingPage>
type State =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; page: Page }

/** `/pricing` or `?slug=pricing` shows the page with that slug; `/` the home page. */
function pageSlug(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('slug')
  const fromPath = decodeURIComponent(window.location.pathname.replace(/^\/+|\/+$/g, ''))
  return fromQuery || fromPath || 'home'
}

/** Folio opens its preview with `?folio_preview=<token>`, which reads this page's draft. */
function folioClient(token: string | null) {
  if (!token) return createClient({ url: API_URL, apiKey: API_KEY })
  return createClient({
    url: API_URL,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set('Folio-Preview', token)
      return fetch(input, { ...init, headers })
    },
  })
}

function explain(error: unknown, slug: string): string {
  if (!(error instanceof FolioError)) return String(error)
  if (error.status === 404) return `There is no landing page with the slug “${slug}”.`
  if (error.status === 401 || error.status === 403) {
    return previewToken()
      ? 'The preview link has expired. Open the preview again from Folio.'
      : `Folio refused the request (${error.message}). Set VITE_FOLIO_KEY to a read-only API key from Settings → API.`
  }
  if (error.status === 0) return `Folio is not reachable at ${FOLIO_URL}. Is it running?`
  return error.message
}

function usePage(slug: string): State {
  const [state, setState] = useState<State>({ status: 'loading' })
  useEffect(() => {
    let active = true
    const token = previewToken()
    folioClient(token)
      .items<LandingPage>('landing-page')
      .get(slug)
      .then(
        (page) => active && setState({ status: 'ready', page }),
        (error: unknown) => active && setState({ status: 'error', message: explain(error, slug) }),
      )
    // In Folio's preview pane, every edit arrives as it is typed, before it is saved.
    const unsubscribe = isPreview()
      ? subscribe((item) => setState({ status: 'ready', page: item as unknown as Page }), {
          origin: new URL(FOLIO_URL).origin,
        })
      : undefined
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [slug])
  return state
}

function useDocumentMeta(page: Page | null) {
  useEffect(() => {
    if (!page) return
    const seo = page.data.seo
    document.title = seo?.meta_title || page.data.title || page.title
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = seo?.meta_description ?? ''
  }, [page])
}

export function App() {
  const slug = pageSlug()
  const state = usePage(slug)
  const page = state.status === 'ready' ? state.page : null
  useDocumentMeta(page)

  return (
    <div className="site">
      <header className="site-header">
        <a className="brand" href="/">
          <span className="brand-mark" aria-hidden="true" />
          Folio
        </a>
        <nav aria-label="Main">
          <a href="/#features">Features</a>
          <a href="/#get-started">Get started</a>
        </nav>
        {previewToken() && <span className="preview-badge">Preview</span>}
      </header>
      <main>
        {state.status === 'loading' && <p className="notice">Loading…</p>}
        {state.status === 'error' && (
          <p className="notice notice-error" role="alert">
            {state.message}
          </p>
        )}
        {page &&
          (page.data.sections ?? []).map((block, index) => (
            <BlockView key={block._key || index} block={block} path={`sections[${index}]`} />
          ))}
      </main>
      <footer className="site-footer">
        <p>Content managed with Folio · This site is an example in examples/landing-site</p>
      </footer>
    </div>
  )
}
