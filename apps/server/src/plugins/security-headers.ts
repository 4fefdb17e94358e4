import { createHash } from 'node:crypto'

import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

import type { Config } from '../config/config.js'
import { acceptsApiKey } from './authenticate.js'

type Directives = Record<string, string[]>

/**
 * What every response that is not one of the web app's pages gets: JSON, files and errors
 * load nothing and may not be framed, so HTML smuggled into one of them could not run.
 */
const RESOURCE_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
}

/** Stripe.js and its frames, as Stripe documents them for a Content-Security-Policy. */
const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com']
const STRIPE_FRAMES = [...STRIPE_JS, 'https://hooks.stripe.com']
const STRIPE_API = 'https://api.stripe.com'

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

function isHttps(url: string): boolean {
  return new URL(url).protocol === 'https:'
}

/** Origins besides this one that media URLs point at: the S3 bucket, or API_EXTERNAL_URL. */
function mediaOrigins(config: Config): string[] {
  const urls = [config.auth.apiExternalUrl, config.media.s3?.publicUrl]
  return [...new Set(urls.filter((url): url is string => !!url).map((url) => new URL(url).origin))]
}

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi

/** CSP hash sources of the inline scripts in a page (the theme script that runs before paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  )
  return [...new Set(hashes)]
}

/**
 * The Content-Security-Policy of one of the web app's pages. Scripts: the built bundles and the
 * page's own inline scripts by hash, nothing else (Stripe.js only where Stripe sells Premium).
 * Inline styles stay allowed: prerendered pages carry React's `style=` attributes, and dialogs
 * (scroll lock) and the rich-text editor add `<style>` elements whose content changes at run
 * time, so no hash can cover them. Images may come from anywhere on the web, since editors
 * embed images by URL.
 */
export function pageContentSecurityPolicy(config: Config, html: string): string {
  const stripe = config.billing.stripe
  const https = isHttps(config.auth.siteUrl)
  const media = mediaOrigins(config)
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html), ...(stripe ? STRIPE_JS : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // On a plain-http installation (development) an image typed as http:// must preview too;
    // on https, browsers upgrade such images before this policy sees them.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(https ? [] : ['http:']), ...media],
    'media-src': ["'self'", 'blob:', ...media],
    'font-src': ["'self'"],
    // The browser's Stripe.js talks to Stripe (or the local Stripe-compatible STRIPE_API_URL).
    'connect-src': [
      "'self'",
      ...(stripe ? [STRIPE_API, ...(stripe.apiUrl ? [new URL(stripe.apiUrl).origin] : [])] : []),
    ],
    // The editor's live preview frames the team's own site, whose address admins set per
    // content type and in Settings → General at any time: a list read when the page is served
    // would cost a query per page and go stale in a cached header. Any http(s) page may be
    // framed instead (plain http only on a plain-http installation, as for images): framing
    // runs nothing in this page, and scripts stay limited to this origin's own.
    'frame-src': [
      "'self'",
      'https:',
      ...(https ? [] : ['http:']),
      ...(stripe ? STRIPE_FRAMES : []),
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  }
  return serialize(directives)
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own security headers, over the defaults (see registerSecurityHeaders). */
    securityHeaders?: HelmetOptions
  }
}

type SetHeaders = ReturnType<typeof helmet>

/**
 * Security headers on every response (helmet): a locked-down CSP for everything that is not a
 * page (pages set their own, see static-web), no framing by other sites, no MIME sniffing,
 * HSTS when the site is served over https. Responses are same-origin resources except those
 * other sites embed: the delivery API here, media files and avatars by their routes'
 * `config.securityHeaders`. helmet builds its header setter once per set of options, here at
 * start and once per route that has its own, not on every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const { config } = app
  const defaults: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: RESOURCE_DIRECTIVES },
    // Stripe's payment flows may open windows that report back to the page.
    crossOriginOpenerPolicy: {
      policy: config.billing.stripe ? 'same-origin-allow-popups' : 'same-origin',
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // HSTS over plain http would be ignored at best and pin a development host at worst.
    strictTransportSecurity: isHttps(config.auth.siteUrl),
  }
  const setDefaults = helmet(defaults)
  // Keyed by the route's config object, which Fastify keeps for the route's lifetime.
  const setByRoute = new WeakMap<object, SetHeaders>()
  const settersFor = (routeConfig: { securityHeaders?: HelmetOptions }): SetHeaders => {
    const own = routeConfig.securityHeaders
    if (!own) return setDefaults
    let set = setByRoute.get(routeConfig)
    if (!set) {
      set = helmet(Object.assign({}, defaults, own))
      setByRoute.set(routeConfig, set)
    }
    return set
  }
  app.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws on a bad option instead of passing it on; it only ever calls next().
    settersFor(request.routeOptions.config)(request.raw, reply.raw, () => done())
  })
  // helmet wrote its headers to the raw response; a reply header set later takes precedence.
  app.addHook('onSend', async (request, reply, payload) => {
    if (acceptsApiKey(request)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin')
    return payload
  })
}
