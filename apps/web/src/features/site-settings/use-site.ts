import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import { siteQuery } from '@/lib/api/site-settings'

import { applySite } from '@/lib/site-appearance'
import { refreshTheme } from '@/lib/theme'

/**
 * The site's name, logo and look. Applies the colour, favicon and default theme whenever they
 * change, so an admin's save re-themes the page without a reload.
 */
export function useSite() {
  const site = useQuery(siteQuery())
  const data = site.data
  useEffect(() => {
    if (data && applySite(data)) refreshTheme()
  }, [data])
  return site
}
