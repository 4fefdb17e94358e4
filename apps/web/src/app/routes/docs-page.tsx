import { Suspense, use } from 'react'
import { useParams } from 'react-router'

import { NotFoundPage } from './not-found'

import { LoadingState } from '@/components/ui/loading'
import { hasDocsPage, loadDocsArticle, loadDocsPage } from '@/features/docs/load-docs-page'

/** The page view and the page's text, each its own chunk (read at once once loaded). */
function DocsPageBody({ slug }: { slug: string }) {
  const { DocsArticle } = use(loadDocsArticle())
  const page = use(loadDocsPage(slug))
  return <DocsArticle page={page} />
}

/** `/docs/:slug`: one page of the manual, prerendered, public. */
export function DocsArticlePage() {
  const { slug = '' } = useParams()
  if (!hasDocsPage(slug)) return <NotFoundPage />
  // The page's title and description come with its chunk (DocsArticle), as does the list of
  // pages: the landing page's bundle holds only which pages exist.
  return (
    <Suspense fallback={<LoadingState className="min-h-[60vh]" />}>
      <DocsPageBody key={slug} slug={slug} />
    </Suspense>
  )
}
