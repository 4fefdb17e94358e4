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

/** The context of auth operations: an OperationContext plus the auth services. */
export interface AuthContext extends OperationContext {
  auth: AuthServices
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

/** The auth context of a request (its actor, logger and database). */
export function requestAuthContext(request: FastifyRequest): AuthContext {
  return { ...request.ctx, auth: request.server.authServices }
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
