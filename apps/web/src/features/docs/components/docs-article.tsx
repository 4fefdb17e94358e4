import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

import type { DocsPageContent } from '../docs-content'
import { docsNeighbours, docsPages, findDocsPage } from '../docs-pages'

import { DocsContents } from './docs-contents'

import { CodeBlock } from '@/components/ui/code-block'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/cn'
import { PageMeta } from '@/lib/page-meta'

// Styles for the HTML rendered at build time. Tailwind variants instead of a stylesheet: the
// classes land in the site's one CSS file, so a prerendered page is styled from first paint.
const prose = cn(
  'text-base leading-7 text-foreground',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:border-b [&_h2]:border-border [&_h2]:pb-2 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:scroll-mt-24 [&_h4]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5',
  '[&_a]:font-medium [&_a]:text-primary-text [&_a]:underline [&_a]:underline-offset-2',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.85em] [&_:not(pre)>code]:break-words',
  '[&_table]:mt-4 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_strong]:font-semibold',
)

const languageNames: Record<string, string> = {
  sh: 'Shell',
  bash: 'Shell',
  js: 'JavaScript',
  ts: 'TypeScript',
  tsx: 'TypeScript (React)',
  json: 'JSON',
  http: 'HTTP',
  graphql: 'GraphQL',
  ini: 'INI',
  yaml: 'YAML',
}

function Pager({ slug }: { slug: string }) {
  const { previous, next } = docsNeighbours(slug)
  const linkClass =
    'group flex min-w-0 flex-1 flex-col gap-1 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary/50'
  return (
    <nav aria-label="Previous and next page" className="mt-16 flex flex-col gap-4 sm:flex-row">
      {previous ? (
        <Link to={`/docs/${previous.slug}`} rel="prev" className={linkClass}>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </span>
          <span className="font-semibold text-primary-text">{previous.title}</span>
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
      {next && (
        <Link to={`/docs/${next.slug}`} rel="next" className={cn(linkClass, 'sm:text-right')}>
          <span className="flex items-center gap-1 text-xs text-muted-foreground sm:justify-end">
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </span>
          <span className="font-semibold text-primary-text">{next.title}</span>
        </Link>
      )}
    </nav>
  )
}

function PageList({ slug }: { slug: string }) {
  return (
    <nav aria-label="Manual" className="sticky top-24">
      <Link to="/docs" className="text-sm font-semibold hover:text-primary-text">
        Documentation
      </Link>
      <ul className="mt-3 space-y-1 border-l border-border text-sm">
        {docsPages.map((page) => (
          <li key={page.slug}>
            <Link
              to={`/docs/${page.slug}`}
              aria-current={page.slug === slug ? 'page' : undefined}
              className={cn(
                '-ml-px block border-l py-1 pl-3',
                page.slug === slug
                  ? 'border-primary font-medium text-primary-text'
                  : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
              )}
            >
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** One page of the manual: the page list, the text with its code samples, contents and pager. */
export function DocsArticle({ page }: { page: DocsPageContent }) {
  return (
    <Container className="py-10 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[13rem_minmax(0,1fr)_12rem]">
      <aside className="hidden lg:block">
        <PageList slug={page.slug} />
      </aside>
      <article className="min-w-0">
        <PageMeta
          title={`${page.title} — Folio docs`}
          description={findDocsPage(page.slug)?.description ?? page.title}
        />
        <p className="text-sm">
          <Link to="/docs" className="font-semibold text-primary-text hover:underline">
            Docs
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        {page.headings.length > 0 && (
          <details className="mt-6 rounded-xl border border-border bg-card px-4 py-3 xl:hidden">
            <summary className="cursor-pointer text-sm font-semibold">On this page</summary>
            <DocsContents headings={page.headings} className="mt-3" />
          </details>
        )}
        <div className={prose}>
          {page.blocks.map((block, index) =>
            block.kind === 'html' ? (
              // Rendered at build time from our own docs/*.md, with raw HTML turned off.
              <div key={index} dangerouslySetInnerHTML={{ __html: block.html }} />
            ) : (
              <CodeBlock
                key={index}
                code={block.code}
                title={languageNames[block.lang] ?? (block.lang || 'Code')}
                copyLabel="code"
                className="mt-4"
              />
            ),
          )}
        </div>
        <Pager slug={page.slug} />
      </article>
      {page.headings.length > 0 && (
        <aside className="hidden xl:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold">On this page</p>
            <DocsContents headings={page.headings} className="mt-3" />
          </div>
        </aside>
      )}
    </Container>
  )
}
