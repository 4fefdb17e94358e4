/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where Folio runs; the dev server proxies `/api/` there. */
  readonly VITE_FOLIO_URL?: string
  /** A read-only API key (Settings → API). */
  readonly VITE_FOLIO_KEY?: string
  /** Call Folio's API here instead of through this site's own origin. */
  readonly VITE_FOLIO_API_URL?: string
}
