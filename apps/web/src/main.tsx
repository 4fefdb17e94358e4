import './lib/zod-config'
import './index.css'

import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'

import { AppRoutes, preloadScreen } from './app/router'

// Before React renders anything: the screen's chunks download alongside this one's work.
preloadScreen(window.location.pathname)

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
)

// Prerendered pages (/, /pricing, /docs, /contact) arrive with markup to hydrate; app.html, sent
// for every other path, has an empty root and renders on the client.
if (container.firstElementChild) {
  hydrateRoot(container, app)
} else {
  createRoot(container).render(app)
}
