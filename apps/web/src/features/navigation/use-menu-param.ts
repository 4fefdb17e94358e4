import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** The chosen menu's slug in `?menu=`, so a reload or a shared link opens the same menu. */
export function useMenuParam() {
  const [params, setParams] = useSearchParams()
  const slug = params.get('menu')

  /** Choosing a menu adds a history entry; fixing up the URL (`replace`) does not. */
  const setSlug = useCallback(
    (next: string | null, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current)
          if (next) updated.set('menu', next)
          else updated.delete('menu')
          return updated
        },
        { replace: options.replace ?? false },
      )
    },
    [setParams],
  )

  return [slug, setSlug] as const
}
