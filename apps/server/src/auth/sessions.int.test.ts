import { randomUUID } from 'node:crypto'

import { AuthSessionMissingError } from '@supabase/auth-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serviceAuthContext } from './auth-context.js'
import { revokeUserSessions } from './operations/revoke-user-sessions.js'
import {
  authClient,
  createTestUser,
  latestMail,
  signedInClient,
  TEST_PASSWORD,
} from '../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  jsonBody,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'

describe(`sessions, refresh tokens and the user endpoints on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, {
      FOLIO_DEMO: 'false',
      AUTH_EMAIL_SEND_INTERVAL_SECONDS: '0',
    })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  async function signIn(email: string, password = TEST_PASSWORD) {
    const client = authClient(server)
    const { data, error } = await client.signInWithPassword({ email, password })
    expect(error).toBeNull()
    return { client, session: data.session! }
  }

  const refresh = (token: string) =>
    server.request('/auth/v1/token?grant_type=refresh_token', jsonBody({ refresh_token: token }))
  const getUser = (accessToken: string) =>
    server.request('/auth/v1/user', { headers: { authorization: `Bearer ${accessToken}` } })

  it('rotates refresh tokens, answers a lost response idempotently and revokes the session on replay', async () => {
    await createTestUser(server, 'rotate@example.com')
    const { client, session } = await signIn('rotate@example.com')
    const sessionId = decodeJwt(session.access_token).session_id

    const { data, error } = await client.refreshSession()
    expect(error).toBeNull()
    const t1 = data.session!.refresh_token
    expect(t1).not.toBe(session.refresh_token)
    expect(decodeJwt(data.session!.access_token).session_id).toBe(sessionId)

    // (a) The parent of the active token gets the active token back, not a new one.
    const lost = await refresh(session.refresh_token)
    expect(lost.status).toBe(200)
    expect((lost.body as { refresh_token: string }).refresh_token).toBe(t1)

    // (b) An older token within the reuse interval gets a new child.
    const t2 = ((await refresh(t1)).body as { refresh_token: string }).refresh_token
    const sibling = await refresh(session.refresh_token)
    expect(sibling.status).toBe(200)
    const t0child = (sibling.body as { refresh_token: string }).refresh_token
    expect([t1, t2]).not.toContain(t0child)

    // (c) Past the interval, a used token (t1: neither active nor the newest one's parent)
    //     ends the whole session.
    const elevenSecondsAgo = new Date(Date.now() - 11_000).toISOString()
    await server.app.database.db
      .updateTable('refresh_tokens')
      .set({ updated_at: elevenSecondsAgo })
      .where('token', '=', t1)
      .execute()
    const replay = await refresh(t1)
    expect(replay.status).toBe(400)
    expect(replay.body).toMatchObject({ code: 'refresh_token_already_used' })
    expect((await refresh(t2)).body).toMatchObject({ code: 'refresh_token_not_found' })
    expect((await getUser(data.session!.access_token)).body).toMatchObject({
      code: 'session_not_found',
    })
  })

  it('answers a refresh without a token in the OAuth shape', async () => {
    const res = await server.request('/auth/v1/token?grant_type=refresh_token', jsonBody({}))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    })
    const unknown = await refresh('no-such-token')
    expect(unknown.body).toMatchObject({ code: 'refresh_token_not_found' })
    const grant = await server.request('/auth/v1/token?grant_type=magic', jsonBody({}))
    expect(grant.body).toMatchObject({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    })
  })

  it('signs out one, the other or every session', async () => {
    const user = await createTestUser(server, 'scopes@example.com')
    const a = await signedInClient(server, user)
    const b = await signedInClient(server, user)
    const c = await signedInClient(server, user)

    expect((await a.client.signOut({ scope: 'others' })).error).toBeNull()
    expect((await getUser(a.session.access_token)).status).toBe(200)
    for (const other of [b, c]) {
      const res = await getUser(other.session.access_token)
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ code: 'session_not_found' })
    }
    const { error } = await b.client.getUser()
    expect(error).toBeInstanceOf(AuthSessionMissingError)

    const d = await signedInClient(server, user)
    expect((await a.client.signOut({ scope: 'local' })).error).toBeNull()
    expect((await a.client.getSession()).data.session).toBeNull()
    expect((await getUser(a.session.access_token)).status).toBe(403)
    expect((await getUser(d.session.access_token)).status).toBe(200)

    const e = await signedInClient(server, user)
    const raw = await server.request('/auth/v1/logout', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${d.session.access_token}`,
        'content-type': 'application/json;charset=UTF-8',
      },
    })
    expect(raw.status).toBe(204)
    expect(raw.body).toBe('')
    expect((await getUser(e.session.access_token)).status).toBe(403)
    expect((await refresh(e.session.refresh_token)).body).toMatchObject({
      code: 'refresh_token_not_found',
    })

    const bad = await server.request('/auth/v1/logout?scope=everything', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(await signedInClient(server, user)).session.access_token}`,
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 'validation_failed' })
  })

  it('merges user_metadata, a null deleting a key, and never lets a user set app_metadata', async () => {
    const user = await createTestUser(server, 'meta@example.com', {
      userMetadata: { full_name: 'Meta', theme: 'dark' },
    })
    const { client, session } = await signedInClient(server, user)
    const { data, error } = await client.updateUser({ data: { theme: null, avatar_url: 'x.png' } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toEqual({ full_name: 'Meta', avatar_url: 'x.png' })
    expect((await client.getUser()).data.user?.user_metadata).toEqual({
      full_name: 'Meta',
      avatar_url: 'x.png',
    })

    const escalate = await server.request('/auth/v1/user', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    })
    expect(escalate.status).toBe(403)
    expect(escalate.body).toMatchObject({ code: 'not_admin' })
    expect((await client.getUser()).data.user?.app_metadata.role).toBe('viewer')
  })

  it('changes a password only with proof, and signs out the other sessions', async () => {
    const user = await createTestUser(server, 'pw@example.com')
    const main = await signedInClient(server, user)
    const other = await signedInClient(server, user)
    const next = 'amber-lighthouse-engine-31'

    expect((await main.client.updateUser({ password: next })).error).toMatchObject({
      code: 'reauthentication_needed',
      status: 400,
    })
    expect(
      (await main.client.updateUser({ password: next, current_password: 'wrong-one-entirely' }))
        .error,
    ).toMatchObject({ code: 'invalid_credentials' })
    expect(
      (await main.client.updateUser({ password: TEST_PASSWORD, current_password: TEST_PASSWORD }))
        .error,
    ).toMatchObject({ code: 'same_password', status: 422 })
    expect(
      (await main.client.updateUser({ password: 'qwerty123', current_password: TEST_PASSWORD }))
        .error,
    ).toMatchObject({ code: 'weak_password', reasons: ['pwned'] })

    const { error } = await main.client.updateUser({
      password: next,
      current_password: TEST_PASSWORD,
    })
    expect(error).toBeNull()
    expect((await getUser(main.session.access_token)).status).toBe(200)
    expect((await getUser(other.session.access_token)).body).toMatchObject({
      code: 'session_not_found',
    })
    expect(
      (
        await authClient(server).signInWithPassword({
          email: 'pw@example.com',
          password: TEST_PASSWORD,
        })
      ).error,
    ).toMatchObject({ code: 'invalid_credentials' })

    // A reauthentication code works in place of the current password.
    expect((await main.client.reauthenticate()).error).toBeNull()
    const nonce = (await latestMail(server, 'pw@example.com', 'reauthentication')).code!
    expect(
      (await main.client.updateUser({ password: 'copper-meadow-falcon-12', nonce })).error,
    ).toBeNull()
    expect(
      (await main.client.updateUser({ password: 'copper-meadow-falcon-13', nonce })).error,
    ).toMatchObject({ code: 'reauthentication_not_valid' })
    await signIn('pw@example.com', 'copper-meadow-falcon-12')
  })

  it('changes the email address only once the new address confirms', async () => {
    const user = await createTestUser(server, 'old@example.com')
    await createTestUser(server, 'occupied@example.com')
    const { client } = await signedInClient(server, user)
    expect((await client.updateUser({ email: 'occupied@example.com' })).error).toMatchObject({
      code: 'email_exists',
      status: 422,
    })

    const { data, error } = await client.updateUser({ email: 'New@Example.com' })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: 'old@example.com', new_email: 'new@example.com' })
    const mail = await latestMail(server, 'new@example.com', 'email_change')
    const verified = await client.verifyOtp({
      email: 'new@example.com',
      token: mail.code!,
      type: 'email_change',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email).toBe('new@example.com')
    expect(verified.data.user?.new_email).toBeUndefined()
    await signIn('new@example.com')
  })

  it('asks for aal2 to change the password when the user has a verified factor', async () => {
    const user = await createTestUser(server, 'mfa@example.com')
    const { client } = await signedInClient(server, user)
    const now = new Date().toISOString()
    await server.app.database.db
      .insertInto('mfa_factors')
      .values({
        id: randomUUID(),
        user_id: user.id,
        friendly_name: 'phone',
        factor_type: 'totp',
        status: 'verified',
        secret_encrypted: server.app.authServices.mfaSecrets.seal('JBSWY3DPEHPK3PXP'),
        created_at: now,
        updated_at: now,
        last_challenged_at: null,
      })
      .execute()
    const { error } = await client.updateUser({
      password: 'amber-lighthouse-engine-31',
      current_password: TEST_PASSWORD,
    })
    expect(error).toMatchObject({ code: 'insufficient_aal', status: 401 })
    const { data } = await client.getUser()
    expect(data.user?.factors).toMatchObject([
      { factor_type: 'totp', status: 'verified', friendly_name: 'phone' },
    ])
  })

  it('locks a suspended user out: live tokens, refresh and sign-in', async () => {
    const user = await createTestUser(server, 'suspend@example.com')
    const first = await signedInClient(server, user)
    const second = await signedInClient(server, user)
    const metadata = {
      provider: 'email',
      providers: ['email'],
      role: 'viewer',
      status: 'suspended',
    }
    await server.app.database.db
      .updateTable('users')
      .set({ raw_app_meta_data: JSON.stringify(metadata) })
      .where('id', '=', user.id)
      .execute()

    // The status alone already stops the session…
    expect((await getUser(first.session.access_token)).body).toMatchObject({ code: 'user_banned' })
    expect((await refresh(first.session.refresh_token)).body).toMatchObject({ code: 'user_banned' })
    // …and suspension deletes the sessions too.
    expect(await revokeUserSessions(serviceAuthContext(server.app), user.id)).toBe(2)
    expect((await second.client.getUser()).error).toBeInstanceOf(AuthSessionMissingError)
    expect((await refresh(second.session.refresh_token)).body).toMatchObject({
      code: 'refresh_token_not_found',
    })
    const signInAgain = await authClient(server).signInWithPassword({
      email: 'suspend@example.com',
      password: TEST_PASSWORD,
    })
    expect(signInAgain.error).toMatchObject({ code: 'user_banned', status: 400 })
  })
})
