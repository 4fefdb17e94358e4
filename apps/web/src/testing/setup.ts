import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

import { server } from './msw-server'

// A request no stub answers fails the test that made it, instead of hanging or reaching out.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

// Files share one jsdom and one module graph (isolate: false); what a file leaves in the
// page, in storage, in the app's stores or in stubbed globals is undone before the next starts.
afterAll(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  // Files that run in Node (lint, source scans) have no page and load none of the app.
  if (typeof window === 'undefined') return
  const { resetAppState } = await import('./reset-app-state')
  resetAppState()
  localStorage.clear()
  sessionStorage.clear()
  document.body.innerHTML = ''
  document.documentElement.className = ''
  document.documentElement.removeAttribute('style')
  document.documentElement.removeAttribute('data-theme')
})

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  server.resetHandlers()
  server.events.removeAllListeners()
})

// A few tests (lint, source scans) run in Node, where there is no DOM to patch.
if (typeof window !== 'undefined') {
  // The stores' starting state is read now, before the first file's tests change it.
  await import('./reset-app-state')

  // jsdom lacks these; Radix menus and dialogs measure and observe elements.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub
  const element = Element.prototype as Partial<Element>
  element.scrollIntoView ??= () => {}
  element.hasPointerCapture ??= () => false
  element.releasePointerCapture ??= () => {}

  // CodeMirror measures text ranges to place its cursor and placeholder.
  const range = Range.prototype as Partial<Range>
  range.getClientRects ??= () => ({
    length: 0,
    item: () => null,
    [Symbol.iterator]: [][Symbol.iterator],
  })
  range.getBoundingClientRect ??= () => new DOMRect()
}
