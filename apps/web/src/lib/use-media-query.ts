import { useSyncExternalStore } from 'react'

/** Whether a media query matches, kept current (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  )
}

/** Spec section 9: below 768 px the sidebar is a drawer that closes on navigation. */
export const DESKTOP_QUERY = '(min-width: 768px)'
