import type { Site, SiteTheme } from '@folio/schema'

/**
 * The admin's Appearance settings, remembered from the last `GET /site` so index.html can
 * apply them before first paint (no flash of the default blue). Keep the keys in step with the
 * script in index.html.
 */
export const SITE_THEME_KEY = 'folio-site-theme'
export const PRIMARY_COLOR_KEY = 'folio-primary-color'

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

function remember(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Storage disabled: the values still apply to this page.
  }
}

/** The site's default theme as last seen, for people who have not chosen one. */
export function rememberedSiteTheme(): SiteTheme {
  try {
    const stored = window.localStorage.getItem(SITE_THEME_KEY)
    return stored === 'light' || stored === 'dark' ? stored : 'system'
  } catch {
    return 'system'
  }
}

/** Sets the one variable every primary shade is derived from (see index.css). */
export function applyPrimaryColor(
  color: string,
  root: HTMLElement = document.documentElement,
): void {
  if (!HEX_COLOUR.test(color)) return
  root.style.setProperty('--color-primary', color.toLowerCase())
}

/** Points the page's icon at the site's favicon, or back at Folio's when none is set. */
export function applyFavicon(url: string, doc: Document = document): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (!link) {
    link = doc.createElement('link')
    link.rel = 'icon'
    doc.head.appendChild(link)
  }
  if (!link.dataset.folioDefault) link.dataset.folioDefault = link.getAttribute('href') ?? ''
  const href = url || link.dataset.folioDefault
  if (link.getAttribute('href') === href) return
  link.href = href
  link.removeAttribute('type')
}

/** Applies and remembers what GET /site says; returns whether the default theme changed. */
export function applySite(site: Site): boolean {
  const themeChanged = rememberedSiteTheme() !== site.defaultTheme
  remember(SITE_THEME_KEY, site.defaultTheme)
  remember(PRIMARY_COLOR_KEY, site.primaryColor)
  applyPrimaryColor(site.primaryColor)
  applyFavicon(site.faviconUrl)
  return themeChanged
}
