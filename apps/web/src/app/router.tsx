import { isAppPath } from '@folio/schema'
import { lazy } from 'react'
import { Route, Routes, useLocation } from 'react-router'

import { ContactPage } from './routes/contact'
import { DocsPage } from './routes/docs'
import { LandingPage } from './routes/landing'
import { NotFoundPage } from './routes/not-found'
import { PricingPage } from './routes/pricing'

import { PublicLayout } from '@/components/layouts/public-layout'

// The prerendered public pages load eagerly so hydration never waits for a chunk; the sign-in
// and application routes are split off.
const ComingSoonPage = lazy(() =>
  import('./routes/coming-soon').then((module) => ({ default: module.ComingSoonPage })),
)

/** Paths without a page of their own: a placeholder for known app paths, else the 404 page. */
function FallbackRoute() {
  const { pathname } = useLocation()
  return isAppPath(pathname) ? <ComingSoonPage /> : <NotFoundPage />
}

/** Every route of the web app. Wrapped in BrowserRouter (main.tsx) or StaticRouter (prerender). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="docs" element={<DocsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="*" element={<FallbackRoute />} />
      </Route>
    </Routes>
  )
}
