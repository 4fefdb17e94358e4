import './lib/zod-config'
import './index.css'

import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

import { AppRoutes, preloadScreen } from './app/router'

// Before React renders anything: the screen's chunks download alongside this one's work.
preloadScreen(window.location.pathname)

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')

// A data router, for its navigation blocker (a form with unsaved changes asks before leaving);
// the routes themselves stay declared in AppRoutes, which the prerender shares.
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }])

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

// Prerendered pages (/, /pricing, /docs, /contact) arrive with markup to hydrate; app.html, sent
// for every other path, has an empty root and renders on the client.
if (container.firstElementChild) {
  hydrateRoot(container, app)
} else {
  createRoot(container).render(app)
}
