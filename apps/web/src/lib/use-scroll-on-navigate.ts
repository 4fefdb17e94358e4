import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * After client-side navigation: scroll to the `#hash` target when there is one (links such as
 * `/#features` or `/pricing#faq`), otherwise to the top of the new page.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation()

  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
      return
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash, key])
}
