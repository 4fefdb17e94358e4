import { PREVIEW_TOKEN_LIFETIME_SECONDS, previewMessages } from '@folio/schema'
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose'
import type { Kysely } from 'kysely'

import { SIGNING_ALGORITHM, type SigningKeyStore } from '../../auth/index.js'
import type { Database } from '../../db/tables.js'
import { AppError } from '../../lib/app-error.js'

/**
 * Its own audience: a preview token can never pass as an access token (those need
 * `authenticated` and a session), nor an access token as a preview token.
 */
const PREVIEW_AUDIENCE = 'folio-preview'

/** What a valid preview token grants: reading this one item's current draft. */
export interface PreviewGrant {
  itemId: string
  contentTypeId: string
}

/**
 * Signs a preview token for one item with the installation's active signing key, so every
 * instance sharing the database verifies it and a key rotation retires it like any token.
 */
export async function mintPreviewToken(
  keys: SigningKeyStore,
  issuer: string,
  grant: PreviewGrant,
  { db, now = Math.floor(Date.now() / 1000) }: { db?: Kysely<Database>; now?: number } = {},
): Promise<{ token: string; expiresAt: string }> {
  const { kid, key } = await keys.signingKey(db)
  const exp = now + PREVIEW_TOKEN_LIFETIME_SECONDS
  const token = await new SignJWT({ type: grant.contentTypeId, scope: 'read' })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(PREVIEW_AUDIENCE)
    .setSubject(grant.itemId)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key)
  return { token, expiresAt: new Date(exp * 1000).toISOString() }
}

/** The grant of a preview token; any malformed, forged or expired token is a 401. */
export async function verifyPreviewToken(
  keys: SigningKeyStore,
  issuer: string,
  token: string,
  db?: Kysely<Database>,
): Promise<PreviewGrant> {
  const refused = new AppError('unauthorized', previewMessages.tokenInvalid)
  let kid: string | undefined
  try {
    kid = decodeProtectedHeader(token).kid
  } catch {
    throw refused
  }
  const key = kid ? await keys.verificationKey(kid, db) : undefined
  if (!key) throw refused
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [SIGNING_ALGORITHM],
      audience: PREVIEW_AUDIENCE,
      issuer,
      requiredClaims: ['sub', 'exp'],
    })
    if (typeof payload.sub !== 'string' || typeof payload.type !== 'string') throw refused
    return { itemId: payload.sub, contentTypeId: payload.type }
  } catch {
    throw refused
  }
}
