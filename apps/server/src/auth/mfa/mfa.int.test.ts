import { decodeJwt } from 'jose'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authClient, createTestUser, TEST_PASSWORD } from '../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  type TestInstallation,
  type TestServer,
  startTestServer,
} from '../../test/test-server.js'

type Client = ReturnType<typeof authClient>

/**
 * A code for the secret that is valid at `epoch` (now), one that is certainly not, and the
 * next step's (accepted too, for a clock a little ahead): a factor that has used `now` needs
 * `next`. Both stay accepted if the step rolls over before they are sent.
 */
async function codes(secret: string, epoch = Math.floor(Date.now() / 1000)) {
  const now = await generate({ secret, epoch })
  const wrong = String((Number(now) + 500_000) % 1_000_000).padStart(6, '0')
  const next = await generate({ secret, epoch: epoch + 30 })
  return { now, wrong, next, epoch }
}

describe(`TOTP MFA (/auth/v1/factors) with the real client on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { FOLIO_DEMO: 'false' })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  async function signIn(email: string): Promise<Client> {
    const client = authClient(server)
    const { error } = await client.signInWithPassword({ email, password: TEST_PASSWORD })
    expect(error).toBeNull()
    return client
  }

  async function accessToken(client: Client): Promise<string> {
    const { data } = await client.getSession()
    return data.session!.access_token
  }

  /** Enrolls and verifies a TOTP factor; returns its id and secret. */
  async function enableMfa(client: Client, friendlyName: string) {
    const { data: enrolled, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName })
    expect(error).toBeNull()
    const { data: challenge } = await client.mfa.challenge({ factorId: enrolled!.id })
    const { now, epoch } = await codes(enrolled!.totp.secret)
    const verified = await client.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: now,
    })
    expect(verified.error).toBeNull()
    return { factorId: enrolled!.id, secret: enrolled!.totp.secret, epoch }
  }

  it('enrolls, challenges and verifies a factor, upgrading the same session to aal2', async () => {
    await createTestUser(server, 'mfa@example.com')
    const client = await signIn('mfa@example.com')
    const before = await client.getSession()
    const sessionId = decodeJwt(before.data.session!.access_token).session_id
    const firstRefresh = before.data.session!.refresh_token

    // Enroll: QR code, secret and otpauth URI, shown once.
    const { data: enrolled, error } = await client.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    })
    expect(error).toBeNull()
    expect(enrolled).toMatchObject({ type: 'totp', friendly_name: 'Phone' })
    expect(enrolled!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/)
    expect(enrolled!.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(enrolled!.totp.uri)
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      'otpauth://totp/Folio:mfa@example.com',
    )
    expect(uri.searchParams.get('secret')).toBe(enrolled!.totp.secret)
    expect(uri.searchParams.get('issuer')).toBe('Folio')

    // The secret is stored sealed, never as it was shown.
    const row = await server.app.database.db
      .selectFrom('mfa_factors')
      .selectAll()
      .where('id', '=', enrolled!.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'unverified', friendly_name: 'Phone' })
    expect(row.secret_encrypted).not.toContain(enrolled!.totp.secret)

    const { data: challenge } = await client.mfa.challenge({ factorId: enrolled!.id })
    expect(challenge).toMatchObject({ type: 'totp' })
    const expiresIn = challenge!.expires_at - Date.now() / 1000
    expect(expiresIn).toBeGreaterThan(290)
    expect(expiresIn).toBeLessThanOrEqual(300)

    // A wrong code is refused and the challenge stays usable.
    const { now, wrong } = await codes(enrolled!.totp.secret)
    const refused = await client.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: wrong,
    })
    expect(refused.error).toMatchObject({
      code: 'mfa_verification_failed',
      status: 422,
      message: 'Invalid TOTP code entered',
    })

    const { data: session, error: verifyError } = await client.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: now,
    })
    expect(verifyError).toBeNull()
    const claims = decodeJwt(session!.access_token) as { aal: string; amr: { method: string }[] }
    expect(claims.aal).toBe('aal2')
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password'])
    expect(decodeJwt(session!.access_token).session_id).toBe(sessionId)
    expect(session!.refresh_token).not.toBe(firstRefresh)

    const { data: level } = await client.mfa.getAuthenticatorAssuranceLevel()
    expect(level).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    const { data: factors } = await client.mfa.listFactors()
    expect(factors!.totp).toHaveLength(1)
    expect(factors!.totp[0]).toMatchObject({ id: enrolled!.id, status: 'verified' })

    // A used challenge cannot be answered again.
    const replay = await client.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: now,
    })
    expect(replay.error).toMatchObject({ code: 'mfa_ip_address_mismatch', status: 422 })

    // The refresh keeps aal2 and the amr.
    const { data: refreshed } = await client.refreshSession()
    expect(decodeJwt(refreshed.session!.access_token)).toMatchObject({ aal: 'aal2' })
  })

  it('needs aal2 to add a factor or change the password once MFA is on', async () => {
    await createTestUser(server, 'gate@example.com')
    const first = await signIn('gate@example.com')
    const { secret, epoch } = await enableMfa(first, 'Phone')

    const second = await signIn('gate@example.com')
    const { data: level } = await second.mfa.getAuthenticatorAssuranceLevel()
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })

    const enroll = await second.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' })
    expect(enroll.error).toMatchObject({ code: 'insufficient_aal', status: 403 })

    const update = await second.updateUser({
      password: 'a-brand-new-passphrase-99',
      current_password: TEST_PASSWORD,
    })
    expect(update.error).toMatchObject({ code: 'insufficient_aal', status: 401 })

    // At aal2 the same session may add another factor.
    const { data: factors } = await second.mfa.listFactors()
    const { data: session, error } = await second.mfa.challengeAndVerify({
      factorId: factors!.totp[0]!.id,
      // The factor took `now` when it was turned on: a code cannot be used twice.
      code: (await codes(secret, epoch)).next,
    })
    expect(error).toBeNull()
    expect(decodeJwt(session!.access_token)).toMatchObject({ aal: 'aal2' })
    const again = await second.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' })
    expect(again.error).toBeNull()
  })

  it('refuses a code already used, on a new challenge too, and an older one', async () => {
    await createTestUser(server, 'replay@example.com')
    const client = await signIn('replay@example.com')
    const { factorId, secret, epoch } = await enableMfa(client, 'Phone')
    const { now, next } = await codes(secret, epoch)

    // The code that turned the factor on, once more in its window: refused as a wrong code.
    const again = await client.mfa.challengeAndVerify({ factorId, code: now })
    expect(again.error).toMatchObject({
      code: 'mfa_verification_failed',
      status: 422,
      message: 'Invalid TOTP code entered',
    })
    // The next step's code is new; then it is used, and `now`, older, stays refused.
    const { data: challenge } = await client.mfa.challenge({ factorId })
    const fresh = await client.mfa.verify({ factorId, challengeId: challenge!.id, code: next })
    expect(fresh.error).toBeNull()
    const reused = await client.mfa.challengeAndVerify({ factorId, code: next })
    expect(reused.error).toMatchObject({ code: 'mfa_verification_failed', status: 422 })
    const older = await client.mfa.challengeAndVerify({ factorId, code: now })
    expect(older.error).toMatchObject({ code: 'mfa_verification_failed', status: 422 })
  })

  it('lets only one of two simultaneous uses of a code through', async () => {
    await createTestUser(server, 'race@example.com')
    const client = await signIn('race@example.com')
    const { factorId, secret, epoch } = await enableMfa(client, 'Phone')
    const { next } = await codes(secret, epoch)
    const token = await accessToken(client)
    const challenges = await Promise.all([
      client.mfa.challenge({ factorId }),
      client.mfa.challenge({ factorId }),
    ])
    const results = await Promise.all(
      challenges.map(({ data }) =>
        server.request(`/auth/v1/factors/${factorId}/verify`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ challenge_id: data!.id, code: next }),
        }),
      ),
    )
    expect(results.map((res) => res.status).sort()).toEqual([200, 422])
  })

  it('refuses duplicate names and an eleventh factor', async () => {
    await createTestUser(server, 'names@example.com')
    const client = await signIn('names@example.com')

    expect((await client.mfa.enroll({ factorType: 'totp' })).error).toBeNull()
    // An omitted name is stored as "", so a second unnamed factor conflicts.
    const unnamed = await client.mfa.enroll({ factorType: 'totp' })
    expect(unnamed.error).toMatchObject({ code: 'mfa_factor_name_conflict', status: 422 })

    for (let i = 1; i < 10; i++) {
      const { error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: `Key ${i}` })
      expect(error).toBeNull()
    }
    const tooMany = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Key 10' })
    expect(tooMany.error).toMatchObject({ code: 'too_many_enrolled_mfa_factors', status: 422 })

    const { data: user } = await client.getUser()
    expect(user.user!.factors).toHaveLength(10)
  })

  it('keeps factors private and rejects expired or moved challenges', async () => {
    await createTestUser(server, 'owner@example.com')
    await createTestUser(server, 'other@example.com')
    const owner = await signIn('owner@example.com')
    const other = await signIn('other@example.com')
    const { data: enrolled } = await owner.mfa.enroll({ factorType: 'totp', friendlyName: 'Mine' })

    const foreign = await other.mfa.challenge({ factorId: enrolled!.id })
    expect(foreign.error).toMatchObject({ code: 'mfa_factor_not_found', status: 404 })
    const foreignDelete = await other.mfa.unenroll({ factorId: enrolled!.id })
    expect(foreignDelete.error).toMatchObject({ code: 'mfa_factor_not_found', status: 404 })

    const unknownChallenge = await owner.mfa.verify({
      factorId: enrolled!.id,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: '123456',
    })
    expect(unknownChallenge.error).toMatchObject({ code: 'mfa_factor_not_found', status: 422 })

    const db = server.app.database.db
    const { now } = await codes(enrolled!.totp.secret)
    const { data: old } = await owner.mfa.challenge({ factorId: enrolled!.id })
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000).toISOString()
    await db
      .updateTable('mfa_challenges')
      .set({ created_at: sixMinutesAgo })
      .where('id', '=', old!.id)
      .execute()
    const expired = await owner.mfa.verify({
      factorId: enrolled!.id,
      challengeId: old!.id,
      code: now,
    })
    expect(expired.error).toMatchObject({ code: 'mfa_challenge_expired', status: 422 })

    const { data: moved } = await owner.mfa.challenge({ factorId: enrolled!.id })
    await db
      .updateTable('mfa_challenges')
      .set({ ip: '203.0.113.9' })
      .where('id', '=', moved!.id)
      .execute()
    const mismatch = await owner.mfa.verify({
      factorId: enrolled!.id,
      challengeId: moved!.id,
      code: now,
    })
    expect(mismatch.error).toMatchObject({ code: 'mfa_ip_address_mismatch', status: 422 })
  })

  it('ends the aal1 sessions of a user who turns MFA on, and drops to aal1 on unenroll', async () => {
    await createTestUser(server, 'unenroll@example.com')
    const laptop = await signIn('unenroll@example.com')
    const phone = await signIn('unenroll@example.com')
    const { factorId } = await enableMfa(laptop, 'Phone')

    // The phone never passed MFA: its session is gone.
    const phoneUser = await phone.getUser()
    expect(phoneUser.error).not.toBeNull()

    // A fresh aal1 session cannot switch MFA off; the aal2 one can.
    const fresh = await signIn('unenroll@example.com')
    const refused = await fresh.mfa.unenroll({ factorId })
    expect(refused.error).toMatchObject({ code: 'insufficient_aal', status: 422 })

    const { data, error } = await laptop.mfa.unenroll({ factorId })
    expect(error).toBeNull()
    expect(data).toEqual({ id: factorId })

    const { data: refreshed } = await laptop.refreshSession()
    const claims = decodeJwt(refreshed.session!.access_token) as {
      aal: string
      amr: { method: string }[]
    }
    expect(claims.aal).toBe('aal1')
    expect(claims.amr.map((entry) => entry.method)).toEqual(['password'])
    const { data: level } = await laptop.mfa.getAuthenticatorAssuranceLevel()
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
    const { data: factors } = await laptop.mfa.listFactors()
    expect(factors!.all).toHaveLength(0)
  })

  it('answers the raw protocol: no token, bad factor type', async () => {
    const anonymous = await server.request('/auth/v1/factors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'totp' }),
    })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toMatchObject({ code: 'no_authorization' })

    await createTestUser(server, 'raw@example.com')
    const client = await signIn('raw@example.com')
    const phone = await server.request('/auth/v1/factors', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await accessToken(client)}`,
      },
      body: JSON.stringify({ factor_type: 'phone', phone: '+15555550100' }),
    })
    expect(phone.status).toBe(400)
    expect(phone.body).toMatchObject({ code: 'validation_failed' })
  })
})
