import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
} from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serviceAuthContext } from '../auth-context.js'
import { rotateSigningKey } from '../operations/rotate-signing-key.js'
import { authClient, createTestUser, TEST_PASSWORD } from '../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../test/test-server.js'
import { mintAccessToken } from './access-token.js'

describe(`access tokens and signing keys on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  let accessToken: string

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { FOLIO_DEMO: 'false' })
    await createTestUser(server, 'jwt@example.com', { userMetadata: { full_name: 'J W T' } })
    const { data } = await authClient(server).signInWithPassword({
      email: 'jwt@example.com',
      password: TEST_PASSWORD,
    })
    accessToken = data.session!.access_token
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  const getUser = (token: string) =>
    server.request('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } })
  const jwksUrl = () => new URL(`${server.url}/auth/v1/.well-known/jwks.json`)

  it('signs ES256 tokens with a kid that verify against the published JWKS', async () => {
    const jwks = await server.request('/auth/v1/.well-known/jwks.json')
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600')
    const { keys } = jwks.body as { keys: Record<string, unknown>[] }
    expect(keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    })
    expect(keys[0]).not.toHaveProperty('d')

    const { payload, protectedHeader } = await jwtVerify(
      accessToken,
      createRemoteJWKSet(jwksUrl()),
      {
        audience: 'authenticated',
      },
    )
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: keys[0]!.kid })
    expect(Object.keys(payload).sort()).toEqual(
      [
        'aal',
        'amr',
        'app_metadata',
        'aud',
        'email',
        'exp',
        'iat',
        'is_anonymous',
        'iss',
        'phone',
        'role',
        'session_id',
        'sub',
        'user_metadata',
      ].sort(),
    )
    expect(payload).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: 'jwt@example.com',
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', role: 'viewer', status: 'active' },
      user_metadata: { full_name: 'J W T' },
    })
    expect(payload.iss).toMatch(/\/auth\/v1$/)
    expect(payload.exp! - payload.iat!).toBe(3600)
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }])
  })

  it('passes the client’s own getClaims check (WebCrypto against the JWKS)', async () => {
    const { data, error } = await authClient(server).getClaims(accessToken)
    expect(error).toBeNull()
    expect(data?.claims.email).toBe('jwt@example.com')
  })

  it('refuses forged, unsigned and expired tokens with 403 bad_jwt', async () => {
    const kid = decodeProtectedHeader(accessToken).kid!
    const claims = JSON.parse(
      Buffer.from(accessToken.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>

    const { privateKey } = await generateKeyPair('ES256')
    const forged = await new SignJWT({ ...claims, email: 'admin@example.com' })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .sign(privateKey)
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', kid, typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      '',
    ].join('.')
    const hsKey = new TextEncoder().encode(
      JSON.stringify(await exportJWK((await generateKeyPair('ES256')).publicKey)),
    )
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' })
      .sign(hsKey)
    const tampered = accessToken.slice(0, -4) + (accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    const { token: expired } = await mintAccessToken(
      server.app.authServices.keys,
      server.app.authServices.issuer,
      {
        sub: claims.sub as string,
        email: 'jwt@example.com',
        phone: '',
        aal: 'aal1',
        amr: [],
        session_id: claims.session_id as string,
        is_anonymous: false,
        app_metadata: {},
        user_metadata: {},
      },
      { now: Math.floor(Date.now() / 1000) - 7200 },
    )

    for (const token of [forged, none, hs, tampered, expired, 'not-a-jwt']) {
      const res = await getUser(token)
      expect(res.status, token.slice(0, 30)).toBe(403)
      expect(res.body).toMatchObject({ code: 'bad_jwt' })
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    }
    expect(((await getUser(expired)).body as { message: string }).message).toContain('expired')
    expect((await getUser(accessToken)).status).toBe(200)
  })

  it('rotates keys: old tokens keep working until the old key is retired for good', async () => {
    const oldKid = decodeProtectedHeader(accessToken).kid!
    const newKid = await rotateSigningKey(serviceAuthContext(server.app))
    expect(newKid).not.toBe(oldKid)

    const jwks = (await server.request('/auth/v1/.well-known/jwks.json')).body as {
      keys: { kid: string }[]
    }
    expect(jwks.keys.map((k) => k.kid)).toEqual([newKid, oldKid])
    expect((await getUser(accessToken)).status).toBe(200)

    const { data } = await authClient(server).signInWithPassword({
      email: 'jwt@example.com',
      password: TEST_PASSWORD,
    })
    const fresh = data.session!.access_token
    expect(decodeProtectedHeader(fresh).kid).toBe(newKid)
    await jwtVerify(fresh, createRemoteJWKSet(jwksUrl()))

    // An hour after retirement every token of the old key has expired: it leaves the JWKS.
    await server.app.database.db
      .updateTable('signing_keys')
      .set({ retired_at: new Date(Date.now() - 3601_000).toISOString() })
      .where('kid', '=', oldKid)
      .execute()
    await server.app.authServices.keys.reload()
    expect((await getUser(accessToken)).body).toMatchObject({ code: 'bad_jwt' })
    const after = (await server.request('/auth/v1/.well-known/jwks.json')).body as {
      keys: { kid: string }[]
    }
    expect(after.keys.map((k) => k.kid)).toEqual([newKid])
    expect((await getUser(fresh)).status).toBe(200)
  })

  it('keeps the signing key across restarts, sealed at rest', async () => {
    const before = (await server.request('/auth/v1/.well-known/jwks.json')).body
    const row = await server.app.database.db
      .selectFrom('signing_keys')
      .selectAll()
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()
    expect(row.private_jwk_encrypted).toMatch(/^v1\./)
    expect(row.private_jwk_encrypted).not.toContain('"d"')
    await server.close()
    server = await startTestServer(installation, { FOLIO_DEMO: 'false' })
    expect((await server.request('/auth/v1/.well-known/jwks.json')).body).toEqual(before)
  })
})
