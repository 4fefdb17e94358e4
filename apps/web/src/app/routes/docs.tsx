import { Suspense, use } from 'react'

import { Container } from '@/components/ui/container'
import { LoadingState } from '@/components/ui/loading'
import { loadDocsHub } from '@/features/docs/load-docs-page'
import { PageMeta } from '@/lib/page-meta'

export const docsMeta = {
  title: 'Documentation — Folio',
  description:
    'Learn Folio: installation, content modelling, the media library, workflows, AI features, localization and the REST API reference.',
}

/** The search and topics: their own chunk, so the landing page's JavaScript stays lean. */
function DocsHubBody() {
  const { DocsHub } = use(loadDocsHub())
  return <DocsHub />
}

/** `/docs`: the documentation hub with a topic search. */
export function DocsPage() {
  return (
    <>
      <PageMeta {...docsMeta} />
      <div className="relative isolate border-b border-border bg-surface">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_20rem_at_50%_-10%,var(--primary-soft),transparent_70%)]"
        />
        <Container className="pt-16 pb-14 text-center sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">Docs</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Documentation</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
            Everything you need to install Folio, model your content and deliver it to your apps.
          </p>
        </Container>
      </div>
      <Container className="-mt-7 pb-20 sm:pb-28">
        <Suspense fallback={<LoadingState />}>
          <DocsHubBody />
        </Suspense>
      </Container>
    </>
  )
}
