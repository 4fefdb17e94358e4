import { createContext, useContext, useEffect, useSyncExternalStore } from 'react'

import {
  brandedTitle,
  currentSiteName,
  DEFAULT_SITE_NAME,
  subscribeSiteName,
} from './site-appearance'

export interface PageMetaData {
  title: string
  description: string
}

/** Receives the page's title and description while prerendering (see entry-prerender.tsx). */
export interface MetaCollector {
  collect: (meta: PageMetaData) => void
}

export const MetaCollectorContext = createContext<MetaCollector | null>(null)

function setMetaDescription(description: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = 'description'
    document.head.append(tag)
  }
  tag.content = description
}

/** The site's name from Settings → General; "Folio" while prerendering and hydrating. */
export function useSiteName(): string {
  return useSyncExternalStore(subscribeSiteName, currentSiteName, () => DEFAULT_SITE_NAME)
}

/**
 * Sets the document title and meta description; renders nothing. One per page. `title` names
 * Folio ("Settings — Folio"); the tab shows the site's own name in its place, and follows it
 * when an admin renames the site.
 */
export function PageMeta({ title, description }: PageMetaData) {
  const collector = useContext(MetaCollectorContext)
  collector?.collect({ title, description })
  const siteName = useSiteName()

  useEffect(() => {
    document.title = brandedTitle(title, siteName)
    setMetaDescription(description)
  }, [title, description, siteName])

  return null
}
