import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'

import { AppRoutes } from './app/router'
import { docsPages } from './features/docs/docs-pages'
import { loadAllDocsPages } from './features/docs/load-docs-page'
import { MetaCollectorContext } from './lib/page-meta'
import type { PageMetaData } from './lib/page-meta'

export interface PrerenderResult extends PageMetaData {
  html: string
}

/** The manual's pages, prerendered like the other public pages. */
export const docsPaths = docsPages.map((page) => `/docs/${page.slug}`)

/** Loads what the pages load lazily in the browser, so `render` finds it ready. */
export const prepare = loadAllDocsPages

/** Renders one public page to HTML, with the title and description its PageMeta declared. */
export function render(url: string): PrerenderResult {
  let meta: PageMetaData | null = null
  const collector = {
    collect: (value: PageMetaData) => {
      meta = value
    },
  }

  const html = renderToString(
    <StrictMode>
      <MetaCollectorContext.Provider value={collector}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </MetaCollectorContext.Provider>
    </StrictMode>,
  )

  const found = meta as PageMetaData | null
  if (!found) throw new Error(`Page ${url} rendered no <PageMeta>`)
  return { html, ...found }
}
