import type { Site } from '@folio/schema'
import { useEffect } from 'react'

import { applySite } from './site-appearance'
import { refreshTheme } from './theme'

/**
 * The public pages' share of Settings → General and Appearance: they have no query cache (that
 * ships with the app), so they read the public `GET /api/v1/site` once and apply the colour,
 * default theme, favicon and name as the app does.
 */
export function usePublicSite(): void {
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/v1/site', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: Site }>) : null))
      .then((body) => {
        if (body && applySite(body.data)) refreshTheme()
      })
      // Offline or left the page: the look remembered from the last visit stays.
      .catch(() => {})
    return () => controller.abort()
  }, [])
}
