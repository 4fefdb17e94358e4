import { act, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useScrollOnNavigate } from './use-scroll-on-navigate'

/** A layout whose page content arrives later, as a lazy screen's does. */
function Layout({ loaded }: { loaded: boolean }) {
  useScrollOnNavigate()
  return loaded ? <h2 id="first-steps">First steps</h2> : <p>Loading…</p>
}

const at = (loaded: boolean) => (
  <MemoryRouter initialEntries={['/docs/getting-started#first-steps']}>
    <Layout loaded={loaded} />
  </MemoryRouter>
)

afterEach(() => vi.restoreAllMocks())

describe('useScrollOnNavigate', () => {
  it('scrolls to a #hash target that appears after the page has rendered', async () => {
    const scrolledTo: string[] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolledTo.push(this.id)
    })
    const { rerender } = render(at(false))
    expect(scrolledTo).toEqual([])
    rerender(at(true))
    // MutationObserver callbacks run as microtasks.
    await act(async () => {})
    expect(scrolledTo).toEqual(['first-steps'])
  })
})
