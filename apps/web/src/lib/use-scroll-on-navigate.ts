import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** How long a `#hash` target may take to appear, a lazy screen's content loading. */
const TARGET_WAIT_MS = 10_000

/**
 * After client-side navigation: scroll to the `#hash` target when there is one (links such as
 * `/#features` or `/docs/getting-started#model-a-first-content-type`), otherwise to the top of
 * the new page. A screen that loads its content after the layout (the manual's pages) has no
 * target yet when this runs: it scrolls once the target appears.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation()

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      return
    }
    const id = decodeURIComponent(hash.slice(1))
    const scrolled = () => {
      const target = document.getElementById(id)
      target?.scrollIntoView()
      return target !== null
    }
    if (scrolled()) return
    const observer = new MutationObserver(() => {
      if (scrolled()) stop()
    })
    const timer = setTimeout(() => stop(), TARGET_WAIT_MS)
    const stop = () => {
      observer.disconnect()
      clearTimeout(timer)
    }
    observer.observe(document.body, { childList: true, subtree: true })
    return stop
  }, [pathname, hash, key])
}
