import type { FastifyRequest } from 'fastify'

/**
 * Query parameters that carry a secret: one-time email tokens (`/verify?token=`, `token_hash`),
 * PKCE auth codes (`code`), and tokens an app may pass along in a URL. Whoever reads the logs
 * must not be able to use them.
 */
const SECRET_PARAMS = [
  'token',
  'token_hash',
  'code',
  'access_token',
  'refresh_token',
  'provider_token',
  'provider_refresh_token',
  'password',
  'apikey',
  'api_key',
  // Live preview: a token that reads one item's draft (`?preview=`, the site's `folio_preview=`).
  'preview',
  'folio_preview',
]

// A secret parameter after `?`, `&` or `#`, also percent-encoded inside another parameter
// (a `redirect_to` carrying `%3Faccess_token%3D…`); its value runs to the next delimiter.
const SECRET_VALUE = new RegExp(
  `((?:[?&#]|%3F|%26|%23)(?:${SECRET_PARAMS.join('|')})(?:=|%3D))(?:(?!%26|%23)[^&#])*`,
  'gi',
)

/** `url` with the value of every secret query parameter replaced by `[REDACTED]`. */
export function redactUrlSecrets(url: string): string {
  return url.replace(SECRET_VALUE, '$1[REDACTED]')
}

/** Fastify's request serializer, with the URL's secrets redacted. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    version: request.headers['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
