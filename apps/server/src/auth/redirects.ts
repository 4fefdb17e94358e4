import type { AuthConfig } from '../config/config.js'

function matchesPrefix(url: string, prefix: string): boolean {
  if (url === prefix) return true
  if (!url.startsWith(prefix)) return false
  // `http://localhost:3000` must not admit `http://localhost:3000.evil.example`.
  return /[/?#]$/.test(prefix) || /^[/?#]/.test(url.slice(prefix.length))
}

/**
 * The `redirect_to` an email link may send the browser to: the requested URL when it starts
 * with SITE_URL or an AUTH_REDIRECT_ALLOW_LIST prefix, SITE_URL otherwise (as GoTrue does).
 * Only http(s) URLs qualify, so `javascript:` never reaches a Location header.
 */
export function resolveRedirect(config: AuthConfig, requested: string | null | undefined): string {
  if (!requested) return config.siteUrl
  let url: URL
  try {
    url = new URL(requested)
  } catch {
    return config.siteUrl
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl
  const allowed = [config.siteUrl, ...config.redirectAllowList].some((prefix) =>
    matchesPrefix(requested, prefix),
  )
  return allowed ? requested : config.siteUrl
}

/** `base` with `params` in its fragment (implicit flow) or its query (PKCE), replacing any fragment. */
export function withParams(
  base: string,
  params: Record<string, string>,
  where: 'fragment' | 'query',
): string {
  const [withoutFragment = base] = base.split('#')
  const encoded = new URLSearchParams(params).toString()
  if (where === 'fragment') return `${withoutFragment}#${encoded}`
  return `${withoutFragment}${withoutFragment.includes('?') ? '&' : '?'}${encoded}`
}
