import { LoaderCircle } from 'lucide-react'
import { Suspense } from 'react'
import { Outlet } from 'react-router'

import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

import { usePublicSite } from '@/lib/use-public-site'
import { useScrollOnNavigate } from '@/lib/use-scroll-on-navigate'

function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <p role="status">Loading...</p>
    </div>
  )
}

/** Header, main landmark and footer around every public page. */
export function PublicLayout() {
  useScrollOnNavigate()
  usePublicSite()

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-primary-solid px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  )
}
