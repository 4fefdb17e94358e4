import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'

import { server } from './msw-server'

// A request no stub answers fails the test that made it, instead of hanging or reaching out.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  server.resetHandlers()
  server.events.removeAllListeners()
})

// A few tests (lint, source scans) run in Node, where there is no DOM to patch.
if (typeof window !== 'undefined') {
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
