import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'

import type { Config } from '../config/config.js'
import type { DatabaseHandle } from '../db/database.js'
import type { OperationContext } from '../lib/context.js'
import { createMailer, type Mailer } from '../modules/mail/index.js'
import { createSecretBox, type SecretBox } from '../lib/secret-box.js'
import {
  createSigningKeyStore,
  ensureSigningKey,
  type SigningKeyStore,
} from './tokens/signing-keys.js'

/** What auth operations need beyond the database: settings, keys and the mailer. */
export interface AuthServices {
  config: Config
  keys: SigningKeyStore
  mailer: Mailer
  /** Seals TOTP secrets at rest (AES-256-GCM, key derived from the server secret). */
  mfaSecrets: SecretBox
  /** `iss` of access tokens: `${API_EXTERNAL_URL}/auth/v1`. */
  issuer: string
}

/**
 * Where a request came from, as `scheme://host[:port]` origins: `server` is the address it
 * reached this server at (forwarded headers only with TRUST_PROXY), `page` its `Origin`
 * header. Neither is trusted: email links use one only when SITE_URL or the allow-list admits
 * it, or in development without SITE_URL.
 */
export interface RequestOrigins {
  server: string | null
  page: string | null
}

/** The context of auth operations: an OperationContext plus the auth services. */
export interface AuthContext extends OperationContext {
  auth: AuthServices
  /** Set for operations run for a request; absent at start-up, in tests and the CLI. */
  origins?: RequestOrigins
}

declare module 'fastify' {
  interface FastifyInstance {
    authServices: AuthServices
  }
}

/** Makes sure a signing key exists, then assembles the services. Called once at start. */
export async function createAuthServices(
  config: Config,
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
): Promise<AuthServices> {
  await ensureSigningKey(database.db, config.secret)
  return {
    config,
    keys: createSigningKeyStore(database.db, config.secret),
    mailer: createMailer(config, database.db, logger),
    mfaSecrets: createSecretBox(config.secret, 'mfa-factors'),
    issuer: `${config.auth.apiExternalUrl}/auth/v1`,
  }
}

/** The auth context of a request (its actor, logger, database and origins). */
export function requestAuthContext(request: FastifyRequest): AuthContext {
  const page = request.headers.origin
  return {
    ...request.ctx,
    auth: request.server.authServices,
    origins: {
      server: request.host ? originOf(`${request.protocol}://${request.host}`) : null,
      page: typeof page === 'string' ? originOf(page) : null,
    },
  }
}

/** `scheme://host[:port]` of an http(s) URL, or null for anything else (`null`, a bad Host). */
function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    // A Host header with a path, a query or credentials in it is not an address.
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username
    return bare && !url.password ? url.origin : null
  } catch {
    return null
  }
}

/** An auth context outside any request: start-up work, tests, the CLI. */
export function serviceAuthContext(app: FastifyInstance): AuthContext {
  return {
    db: app.database.db,
    dialect: app.database.dialect,
    logger: app.log,
    actor: null,
    auth: app.authServices,
  }
}
