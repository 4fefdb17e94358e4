import type { Site, SiteTheme } from '@folio/schema'

/**
 * The admin's Appearance settings, remembered from the last `GET /site` so index.html can
 * apply them before first paint (no flash of the default blue). Keep the keys in step with the
 * script in index.html.
 */
export const SITE_THEME_KEY = 'folio-site-theme'
export const PRIMARY_COLOR_KEY = 'folio-primary-color'
export const SITE_NAME_KEY = 'folio-site-name'

/** The name the pages are written with, and the one shown before GET /site answers. */
export const DEFAULT_SITE_NAME = 'Folio'

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

let siteName: string | null = null
const siteNameListeners = new Set<() => void>()

/** The site's name from Settings → General, as last seen (remembered across visits). */
export function currentSiteName(): string {
  if (siteName === null) {
    try {
      siteName = window.localStorage.getItem(SITE_NAME_KEY) || DEFAULT_SITE_NAME
    } catch {
      siteName = DEFAULT_SITE_NAME
    }
  }
  return siteName
}

/** Calls `listener` whenever the site's name changes; returns the unsubscribe. */
export function subscribeSiteName(listener: () => void): () => void {
  siteNameListeners.add(listener)
  return () => siteNameListeners.delete(listener)
}

function setSiteName(name: string): void {
  const next = name.trim() || DEFAULT_SITE_NAME
  remember(SITE_NAME_KEY, next)
  if (next === currentSiteName()) return
  siteName = next
  siteNameListeners.forEach((listener) => listener())
}

/**
 * A page's title with the site's name as its brand: pages are titled "Settings — Folio" (and the
 * landing page "Folio — …"), and an installation named "Northwind" shows "Settings — Northwind".
 */
export function brandedTitle(title: string, name: string): string {
  const brand = name.trim() || DEFAULT_SITE_NAME
  const suffix = ` — ${DEFAULT_SITE_NAME}`
  const prefix = `${DEFAULT_SITE_NAME} — `
  if (title.endsWith(suffix)) return `${title.slice(0, -suffix.length)} — ${brand}`
  if (title.startsWith(prefix)) return `${brand} — ${title.slice(prefix.length)}`
  if (title === DEFAULT_SITE_NAME) return brand
  return title
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
  setSiteName(site.name)
  return themeChanged
}
