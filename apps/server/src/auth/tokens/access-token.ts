import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { AuthError } from '../auth-error.js'
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  SIGNING_ALGORITHM,
  type SigningKeyStore,
} from './signing-keys.js'

export interface AmrEntry {
  method: string
  timestamp: number
}

/** The claims of a Folio access token: exactly GoTrue's (AUTH-PROTOCOL.md §2). */
export interface AccessTokenClaims {
  iss: string
  sub: string
  aud: 'authenticated'
  exp: number
  iat: number
  email: string
  phone: string
  role: 'authenticated'
  aal: 'aal1' | 'aal2'
  amr: AmrEntry[]
  session_id: string
  is_anonymous: boolean
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
}

export type AccessTokenInput = Omit<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat' | 'role'>

/**
 * Signs an access token with the active key. `db` is the caller's (its transaction, if any);
 * `now` (seconds) exists for tests.
 */
export async function mintAccessToken(
  keys: SigningKeyStore,
  issuer: string,
  input: AccessTokenInput,
  { db, now = Math.floor(Date.now() / 1000) }: { db?: Kysely<Database>; now?: number } = {},
): Promise<{ token: string; claims: AccessTokenClaims }> {
  const { kid, key } = await keys.signingKey(db)
  const claims: AccessTokenClaims = {
    iss: issuer,
    aud: 'authenticated',
    iat: now,
    exp: now + ACCESS_TOKEN_LIFETIME_SECONDS,
    role: 'authenticated',
    ...input,
  }
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
    .sign(key)
  return { token, claims }
}

function badJwt(detail: string): AuthError {
  return new AuthError(
    403,
    'bad_jwt',
    `invalid JWT: unable to parse or verify signature, ${detail}`,
  )
}

/**
 * Verifies signature, algorithm (ES256 only: no `none`, no HS256 with a public key) and
 * expiry. Any failure is GoTrue's `403 bad_jwt`. Whether the session still exists is the
 * caller's next question (see authenticate-access-token.ts).
 */
export async function verifyAccessToken(
  keys: SigningKeyStore,
  token: string,
  db?: Kysely<Database>,
): Promise<AccessTokenClaims> {
  let kid: string | undefined
  try {
    kid = decodeProtectedHeader(token).kid
  } catch {
    throw badJwt('token is malformed')
  }
  const key = kid ? await keys.verificationKey(kid, db) : undefined
  if (!key) throw badJwt('signing key is unknown')
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [SIGNING_ALGORITHM],
      audience: 'authenticated',
      requiredClaims: ['sub', 'exp', 'session_id'],
    })
    return payload as unknown as AccessTokenClaims
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw badJwt('token has invalid claims: token is expired')
    throw badJwt('token signature is invalid')
  }
}
