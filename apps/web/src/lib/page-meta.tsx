import { createContext, useContext, useEffect } from 'react'

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

/** Sets the document title and meta description; renders nothing. One per page. */
export function PageMeta({ title, description }: PageMetaData) {
  const collector = useContext(MetaCollectorContext)
  collector?.collect({ title, description })

  useEffect(() => {
    document.title = title
    setMetaDescription(description)
  }, [title, description])

  return null
}
