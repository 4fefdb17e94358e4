import { randomUUID } from 'node:crypto'

import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { nowIso } from '../../lib/clock.js'
import {
  currentSigningKid,
  hasActiveSigningKey,
  insertSigningKey,
  listUsableSigningKeys,
  signingKeyExists,
  type SigningKeyRow,
} from '../repositories/signing-keys.repository.js'
import { createSecretBox, type SecretBox } from '../../lib/secret-box.js'

/** Access tokens live this long; a retired key stays published exactly as long. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600

export const SIGNING_ALGORITHM = 'ES256'

/**
 * How long a retired key may stay cached once its tokens have expired. A rotation, by this
 * instance or another, is seen at once (see createSigningKeyStore).
 */
const RELOAD_INTERVAL_MS = 60_000

interface LoadedKey {
  kid: string
  publicJwk: JWK
  verifyKey: CryptoKey
  /** Present for active keys only. */
  signKey: CryptoKey | null
}

/**
 * The ES256 keys that sign and verify access tokens. The newest active key signs; retired
 * keys keep verifying (and stay in the JWKS) until the last token they signed has expired.
 * Keys are read from the database and cached, so instances sharing a database agree.
 *
 * Each method takes the caller's `db`: inside a transaction the store must read through it,
 * since on SQLite a read on another handle waits for the transaction that is waiting for it.
 */
export interface SigningKeyStore {
  signingKey(db?: Kysely<Database>): Promise<{ kid: string; key: CryptoKey }>
  verificationKey(kid: string, db?: Kysely<Database>): Promise<CryptoKey | undefined>
  /** Public JWKs of every usable key, newest first. */
  publicJwks(db?: Kysely<Database>): Promise<JWK[]>
  /** Reads the keys again now. */
  reload(db?: Kysely<Database>): Promise<void>
}

export function createSigningKeyStore(
  rootDb: Kysely<Database>,
  serverSecret: string,
): SigningKeyStore {
  const box = createSecretBox(serverSecret, 'signing-keys')
  let keys: LoadedKey[] = []
  let loadedAt = 0
  /** A load on the root handle in flight, which concurrent callers share. */
  let loading: Promise<void> | null = null

  async function load(db: Kysely<Database>) {
    const since = new Date(Date.now() - ACCESS_TOKEN_LIFETIME_SECONDS * 1000).toISOString()
    const rows = await listUsableSigningKeys(db, since)
    keys = await Promise.all(rows.map((row) => loadKey(row, box)))
    loadedAt = Date.now()
  }
  function loadNow(db: Kysely<Database>): Promise<void> {
    // A transaction reads on its own: the shared load may be waiting for its connection.
    if (db !== rootDb) return load(db)
    loading ??= load(db).finally(() => {
      loading = null
    })
    return loading
  }
  function ensureLoaded(db: Kysely<Database>) {
    return Date.now() - loadedAt < RELOAD_INTERVAL_MS ? Promise.resolve() : loadNow(db)
  }
  /** Loads again, after a shared load in flight: that one may have begun before a rotation. */
  async function reload(db: Kysely<Database> = rootDb) {
    if (db === rootDb) await loading?.catch(() => undefined)
    await loadNow(db)
  }
  /**
   * Another instance (or the CLI) may have rotated since the keys were cached: asking the
   * database which key signs now is one small query, cheap next to issuing a session, and
   * makes every instance sign with, and publish, a new key the moment it is committed.
   */
  async function ensureCurrent(db: Kysely<Database>) {
    await ensureLoaded(db)
    const current = await currentSigningKid(db)
    if (current !== keys.find((k) => k.signKey)?.kid) await reload(db)
  }

  return {
    async signingKey(db = rootDb) {
      await ensureCurrent(db)
      const active = keys.find((k) => k.signKey)
      if (!active?.signKey) throw new Error('no active signing key: ensureSigningKey first')
      return { kid: active.kid, key: active.signKey }
    },
    async verificationKey(kid, db = rootDb) {
      await ensureLoaded(db)
      let key = keys.find((k) => k.kid === kid)
      // A kid this instance has not seen is a key made since it loaded, or made up: only the
      // former (one primary-key lookup) is worth loading every key again for.
      if (!key && (await signingKeyExists(db, kid))) {
        await reload(db)
        key = keys.find((k) => k.kid === kid)
      }
      return key?.verifyKey
    },
    async publicJwks(db = rootDb) {
      await ensureCurrent(db)
      return keys.map((k) => k.publicJwk)
    },
    reload,
  }
}

async function loadKey(row: SigningKeyRow, box: SecretBox): Promise<LoadedKey> {
  const publicJwk = JSON.parse(row.public_jwk) as JWK
  const verifyKey = (await importJWK(publicJwk, row.algorithm)) as CryptoKey
  const signKey =
    row.status === 'active'
      ? ((await importJWK(
          JSON.parse(box.open(row.private_jwk_encrypted)) as JWK,
          row.algorithm,
        )) as CryptoKey)
      : null
  return { kid: row.kid, publicJwk, verifyKey, signKey }
}

/**
 * Makes a new ES256 key pair and stores it as active, the private half sealed with the
 * server secret. Returns its `kid`.
 */
export async function createSigningKey(
  db: Kysely<Database>,
  serverSecret: string,
): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true })
  const kid = randomUUID()
  const { x, y, crv, kty } = await exportJWK(publicKey)
  // Exactly what WebCrypto's importKey('jwk', …, ['verify']) accepts (AUTH-PROTOCOL.md §2).
  const publicJwk: JWK = {
    kty,
    crv,
    x,
    y,
    kid,
    alg: SIGNING_ALGORITHM,
    use: 'sig',
    key_ops: ['verify'],
  }
  const privateJwk = await exportJWK(privateKey)
  await insertSigningKey(db, {
    kid,
    algorithm: SIGNING_ALGORITHM,
    private_jwk_encrypted: createSecretBox(serverSecret, 'signing-keys').seal(
      JSON.stringify(privateJwk),
    ),
    public_jwk: JSON.stringify(publicJwk),
    status: 'active',
    created_at: nowIso(),
    retired_at: null,
  })
  return kid
}

/** Creates the first signing key of an installation; does nothing when one is active. */
export async function ensureSigningKey(db: Kysely<Database>, serverSecret: string) {
  if (await hasActiveSigningKey(db)) return
  await createSigningKey(db, serverSecret)
}
