import { emailLinkMessages, emailLinkPages, type EmailLinkKind } from '@folio/schema'

import type { AuthContext } from './auth-context.js'
import { validationFailed } from './auth-error.js'

function matchesPrefix(url: string, prefix: string): boolean {
  if (url === prefix) return true
  if (!url.startsWith(prefix)) return false
  // `http://localhost:3000` must not admit `http://localhost:3000.evil.example`.
  return /[/?#]$/.test(prefix) || /^[/?#]/.test(url.slice(prefix.length))
}

/** What decides where an email link may lead, for one request. */
export interface RedirectSettings {
  siteUrl: string
  redirectAllowList: readonly string[]
  /**
   * The addresses the request came from (its page's origin, then the server's address as it
   * was reached), tried in that order for a path: the first the allow-list admits wins.
   */
  origins: readonly string[]
}

export interface ResolvedRedirect {
  /** Where the link leads: the requested URL, or the flow's own page when it was refused. */
  url: string
  /** Why the requested `redirect_to` was refused; null when it is used. */
  refused: { host: string | null } | null
}

function isAllowed(settings: RedirectSettings, url: string): boolean {
  return [settings.siteUrl, ...settings.redirectAllowList].some((prefix) =>
    matchesPrefix(url, prefix),
  )
}

/** `/reset-password?x=1` (never `//host` or `/\host`), normalised; null for anything else. */
function asPath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  try {
    const url = new URL(value, 'http://path.invalid')
    return url.origin === 'http://path.invalid' ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/** `path` on the first of the request's origins that may receive it, on SITE_URL otherwise. */
function onSite(settings: RedirectSettings, path: string): string {
  for (const origin of settings.origins) {
    const url = `${origin}${path}`
    if (isAllowed(settings, url)) return url
  }
  return `${settings.siteUrl}${path}`
}

/**
 * Where an email link of a flow leads. An http(s) `redirect_to` is used as it is when it
 * starts with SITE_URL or an AUTH_REDIRECT_ALLOW_LIST prefix; a path (`/reset-password`)
 * opens on the address the request came from when allowed, on SITE_URL otherwise; none opens
 * the flow's own page (the reset form for a recovery). Anything else is refused, never
 * quietly replaced: the caller answers with an error and the link goes nowhere.
 */
export function resolveRedirect(
  settings: RedirectSettings,
  requested: string | null | undefined,
  page: string,
): ResolvedRedirect {
  const fallback = { url: onSite(settings, page), refused: null }
  if (!requested) return fallback
  const path = asPath(requested)
  if (path) return { url: onSite(settings, path), refused: null }
  let url: URL
  try {
    url = new URL(requested)
  } catch {
    return { ...fallback, refused: { host: null } }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ...fallback, refused: { host: null } }
  }
  if (isAllowed(settings, requested)) return { url: requested, refused: null }
  return { ...fallback, refused: { host: url.host } }
}

/** SITE_URL, or in development without one the address the request reached the server at. */
export function siteUrlOf(ctx: AuthContext): string {
  const { auth } = ctx.auth.config
  return (auth.siteUrlFromRequest && ctx.origins?.server) || auth.siteUrl
}

/** The base of `/auth/v1/verify` in emails: API_EXTERNAL_URL, or as SITE_URL follows requests. */
export function linkBaseOf(ctx: AuthContext): string {
  const { auth } = ctx.auth.config
  return (auth.apiExternalUrlFromRequest && ctx.origins?.server) || auth.apiExternalUrl
}

export function redirectSettingsOf(ctx: AuthContext): RedirectSettings {
  const origins = [ctx.origins?.page, ctx.origins?.server].filter((origin) => !!origin)
  return {
    siteUrl: siteUrlOf(ctx),
    redirectAllowList: ctx.auth.config.auth.redirectAllowList,
    origins: origins as string[],
  }
}

/**
 * The page a link of `kind` leads to, for the request in `ctx`. A refused `redirect_to` is
 * `400 validation_failed` saying what the allow-list admits, before anything is sent.
 */
export function emailLinkRedirect(
  ctx: AuthContext,
  requested: string | null | undefined,
  kind: EmailLinkKind,
): string {
  const resolved = resolveRedirect(redirectSettingsOf(ctx), requested, emailLinkPages[kind])
  if (resolved.refused) {
    const { host } = resolved.refused
    throw validationFailed(
      host === null
        ? emailLinkMessages.redirectInvalid
        : emailLinkMessages.redirectNotAllowed(host),
    )
  }
  return resolved.url
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
