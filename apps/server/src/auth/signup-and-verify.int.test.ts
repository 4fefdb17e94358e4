import { AuthApiError, AuthWeakPasswordError } from '@supabase/auth-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listOutboxMessages } from '../modules/mail/mail-outbox.repository.js'
import {
  authClient,
  createTestUser,
  latestMail,
  openLink,
  TEST_PASSWORD,
  tokenOf,
} from '../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  jsonBody,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'

const SITE = 'http://app.folio.test'
const ALLOWED = 'http://localhost:5173/'

describe(`sign-up, email links and codes on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, {
      FOLIO_DEMO: 'false',
      SITE_URL: SITE,
      AUTH_REDIRECT_ALLOW_LIST: ALLOWED,
      AUTH_EMAIL_SEND_INTERVAL_SECONDS: '0',
    })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('signs up with confirmation: user without session, email with link and code, code gives a session', async () => {
    const client = authClient(server)
    const { data, error } = await client.signUp({
      email: 'Ada@Example.com',
      password: TEST_PASSWORD,
      options: { data: { full_name: 'Ada Lovelace' } },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({
      email: 'ada@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { full_name: 'Ada Lovelace' },
      app_metadata: { provider: 'email', providers: ['email'] },
    })
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(data.user?.identities).toHaveLength(1)

    const mail = await latestMail(server, 'ada@example.com', 'signup')
    expect(mail.subject).toContain('Confirm')
    expect(mail.code).toMatch(/^\d{6}$/)
    expect(mail.links[0]).toContain(`/auth/v1/verify?token=`)
    expect(mail.links[0]).toContain('type=signup')

    const signIn = await client.signInWithPassword({
      email: 'ada@example.com',
      password: TEST_PASSWORD,
    })
    expect(signIn.error).toMatchObject({ code: 'email_not_confirmed', status: 400 })

    const verified = await client.verifyOtp({
      email: 'ada@example.com',
      token: mail.code!,
      type: 'signup',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.access_token).toBeTruthy()
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
    expect((await client.getSession()).data.session?.user.email).toBe('ada@example.com')

    const welcome = await latestMail(server, 'ada@example.com', 'welcome')
    expect(welcome.text).toContain('Hi Ada Lovelace,')

    // Single use.
    const again = await authClient(server).verifyOtp({
      email: 'ada@example.com',
      token: mail.code!,
      type: 'signup',
    })
    expect(again.error).toMatchObject({ code: 'otp_expired', status: 403 })
  })

  it('verifies a link token as token_hash, once', async () => {
    await authClient(server).signUp({ email: 'hash@example.com', password: TEST_PASSWORD })
    const token = tokenOf((await latestMail(server, 'hash@example.com', 'signup')).links[0]!)
    const client = authClient(server)
    const { data, error } = await client.verifyOtp({ token_hash: token, type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe('hash@example.com')
    const reused = await authClient(server).verifyOtp({ token_hash: token, type: 'email' })
    expect(reused.error).toMatchObject({ code: 'otp_expired' })
  })

  it('answers an email link with a 303 carrying a fresh session in the fragment', async () => {
    await authClient(server).signUp({
      email: 'link@example.com',
      password: TEST_PASSWORD,
      options: { emailRedirectTo: `${ALLOWED}welcome` },
    })
    const link = (await latestMail(server, 'link@example.com', 'signup')).links[0]!
    const res = await openLink(server, link)
    expect(res.status).toBe(303)
    expect(res.location.startsWith(`${ALLOWED}welcome#`)).toBe(true)
    expect(res.fragment.get('token_type')).toBe('bearer')
    expect(res.fragment.get('type')).toBe('signup')
    expect(res.fragment.get('expires_in')).toBe('3600')
    const expiresAt = Number(res.fragment.get('expires_at'))
    expect(Math.abs(expiresAt - 3600 - Date.now() / 1000)).toBeLessThan(10)

    const client = authClient(server)
    const { data } = await client.setSession({
      access_token: res.fragment.get('access_token')!,
      refresh_token: res.fragment.get('refresh_token')!,
    })
    expect(data.user?.email).toBe('link@example.com')

    const used = await openLink(server, link)
    expect(used.status).toBe(303)
    expect(used.fragment.get('error_code')).toBe('otp_expired')
    expect(used.fragment.get('error_description')).toBe('Email link is invalid or has expired')
  })

  it('refuses redirects outside the allow-list instead of sending them to SITE_URL', async () => {
    const refused = await authClient(server).signUp({
      email: 'evil@example.com',
      password: TEST_PASSWORD,
      options: { emailRedirectTo: 'http://localhost:51730/steal' },
    })
    expect(refused.error).toMatchObject({ code: 'validation_failed', status: 400 })
    expect(refused.error?.message).toContain('localhost:51730 is neither')
    expect(refused.error?.message).toContain('AUTH_REDIRECT_ALLOW_LIST')
    // Refused before the account existed.
    expect(await listOutboxMessages(server.app.database.db, { to: 'evil@example.com' })).toEqual([])
    expect(
      (
        await authClient(server).signInWithPassword({
          email: 'evil@example.com',
          password: TEST_PASSWORD,
        })
      ).error,
    ).toMatchObject({ code: 'invalid_credentials' })

    // A link edited to lead elsewhere lands on the site with the reason, and stays unused.
    await authClient(server).signUp({ email: 'edited@example.com', password: TEST_PASSWORD })
    const link = (await latestMail(server, 'edited@example.com', 'signup')).links[0]!
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${SITE}/login`)
    const edited = new URL(link)
    edited.searchParams.set('redirect_to', 'https://evil.example/steal')
    const res = await openLink(server, edited.toString())
    expect(res.status).toBe(303)
    expect(res.location.startsWith(`${SITE}/login#error=`)).toBe(true)
    expect(res.fragment.get('access_token')).toBeNull()
    expect(res.fragment.get('error_code')).toBe('validation_failed')
    expect(res.fragment.get('error_description')).toContain('evil.example')
    const original = await openLink(server, link)
    expect(original.location.startsWith(`${SITE}/login#access_token=`)).toBe(true)
  })

  it('rejects wrong passwords and unknown emails alike', async () => {
    await createTestUser(server, 'known@example.com')
    const client = authClient(server)
    const wrong = await client.signInWithPassword({
      email: 'known@example.com',
      password: 'not-the-password-1',
    })
    const unknown = await client.signInWithPassword({
      email: 'nobody@example.com',
      password: TEST_PASSWORD,
    })
    for (const { error } of [wrong, unknown]) {
      expect(error).toBeInstanceOf(AuthApiError)
      expect(error).toMatchObject({
        code: 'invalid_credentials',
        status: 400,
        message: 'Invalid login credentials',
      })
    }
    const ok = await client.signInWithPassword({
      email: 'KNOWN@example.com',
      password: TEST_PASSWORD,
    })
    expect(ok.error).toBeNull()
    expect(ok.data.session?.user.last_sign_in_at).toBeTruthy()
  })

  it('answers a taken address with a fake user, and re-sends to an unconfirmed one', async () => {
    const existing = await createTestUser(server, 'taken@example.com')
    const before = (await server.request('/dev/mailbox/messages.json?to=taken@example.com')).body
    const { data, error } = await authClient(server).signUp({
      email: 'taken@example.com',
      password: TEST_PASSWORD,
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.id).not.toBe(existing.id)
    expect(data.user?.identities).toEqual([])
    expect((await server.request('/dev/mailbox/messages.json?to=taken@example.com')).body).toEqual(
      before,
    )

    await authClient(server).signUp({ email: 'pending@example.com', password: TEST_PASSWORD })
    const first = await latestMail(server, 'pending@example.com', 'signup')
    const second = await authClient(server).signUp({
      email: 'pending@example.com',
      password: TEST_PASSWORD,
    })
    expect(second.data.user?.identities).toHaveLength(1)
    const resent = await latestMail(server, 'pending@example.com', 'signup', {
      after: first.created_at,
    })
    expect(resent.id).not.toBe(first.id)
  })

  it('names why a password is weak', async () => {
    const cases: [string, string[]][] = [
      ['short1!', ['length']],
      ['Password123!', ['pwned']],
      ['12345', ['length', 'pwned']],
    ]
    for (const [password, reasons] of cases) {
      const { error } = await authClient(server).signUp({ email: 'weak@example.com', password })
      expect(error).toBeInstanceOf(AuthWeakPasswordError)
      expect(error).toMatchObject({ code: 'weak_password', status: 422, reasons })
    }
  })

  it('resends the confirmation with a new code; the old one stops working', async () => {
    const client = authClient(server)
    await client.signUp({ email: 'resend@example.com', password: TEST_PASSWORD })
    const first = await latestMail(server, 'resend@example.com', 'signup')
    const { error } = await client.resend({ type: 'signup', email: 'resend@example.com' })
    expect(error).toBeNull()
    const second = await latestMail(server, 'resend@example.com', 'signup', {
      after: first.created_at,
    })
    const old = await client.verifyOtp({
      email: 'resend@example.com',
      token: first.code!,
      type: 'signup',
    })
    if (first.code !== second.code) expect(old.error).toMatchObject({ code: 'otp_expired' })
    const ok = await client.verifyOtp({
      email: 'resend@example.com',
      token: second.code!,
      type: 'signup',
    })
    expect(ok.error).toBeNull()
    // Nothing left to resend: still a plain success.
    expect((await client.resend({ type: 'signup', email: 'resend@example.com' })).error).toBeNull()
  })

  it('answers password recovery the same for known and unknown addresses', async () => {
    await createTestUser(server, 'forgetful@example.com')
    const client = authClient(server)
    const known = await client.resetPasswordForEmail('forgetful@example.com', { redirectTo: SITE })
    const unknown = await client.resetPasswordForEmail('ghost@example.com', { redirectTo: SITE })
    expect(known).toEqual(unknown)
    expect(known.error).toBeNull()
    const raw = await server.request('/auth/v1/recover', jsonBody({ email: 'ghost@example.com' }))
    expect(raw.status).toBe(200)
    expect(raw.body).toEqual({})
    expect(await listOutboxMessages(server.app.database.db, { to: 'ghost@example.com' })).toEqual(
      [],
    )

    const mail = await latestMail(server, 'forgetful@example.com', 'recovery')
    const res = await openLink(server, mail.links[0]!)
    expect(res.fragment.get('type')).toBe('recovery')
    const { data } = await client.setSession({
      access_token: res.fragment.get('access_token')!,
      refresh_token: res.fragment.get('refresh_token')!,
    })
    expect(data.session).toBeTruthy()
    // A session fresh from the reset link may set a new password without the old one.
    const updated = await client.updateUser({ password: 'new-violet-harbour-99' })
    expect(updated.error).toBeNull()
    const signIn = await authClient(server).signInWithPassword({
      email: 'forgetful@example.com',
      password: 'new-violet-harbour-99',
    })
    expect(signIn.error).toBeNull()
  })

  it('signs in with a magic link code, and creates the account unless told not to', async () => {
    await createTestUser(server, 'magic@example.com')
    const client = authClient(server)
    expect((await client.signInWithOtp({ email: 'magic@example.com' })).error).toBeNull()
    const mail = await latestMail(server, 'magic@example.com', 'magiclink')
    const { data, error } = await client.verifyOtp({
      email: 'magic@example.com',
      token: mail.code!,
      type: 'email',
    })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe('magic@example.com')

    const refused = await client.signInWithOtp({
      email: 'stranger@example.com',
      options: { shouldCreateUser: false },
    })
    expect(refused.error).toMatchObject({ code: 'otp_disabled', status: 422 })

    const created = await client.signInWithOtp({
      email: 'newcomer@example.com',
      options: { data: { full_name: 'New Comer' } },
    })
    expect(created.error).toBeNull()
    const link = (await latestMail(server, 'newcomer@example.com', 'magiclink')).links[0]!
    const res = await openLink(server, link)
    expect(res.fragment.get('access_token')).toBeTruthy()
    const user = await authClient(server).getUser(res.fragment.get('access_token')!)
    expect(user.data.user).toMatchObject({ user_metadata: { full_name: 'New Comer' } })
    expect(user.data.user?.email_confirmed_at).toBeTruthy()
  })

  it('runs the PKCE flow: link to ?code=, exchanged once for a session', async () => {
    const client = authClient(server, { flowType: 'pkce' })
    await client.signUp({
      email: 'pkce@example.com',
      password: TEST_PASSWORD,
      options: { emailRedirectTo: `${ALLOWED}callback` },
    })
    const link = (await latestMail(server, 'pkce@example.com', 'signup')).links[0]!
    expect(tokenOf(link).startsWith('pkce_')).toBe(true)
    const res = await openLink(server, link)
    expect(res.status).toBe(303)
    expect(res.location.startsWith(`${ALLOWED}callback?code=`)).toBe(true)
    expect(res.url.hash).toBe('')
    const code = res.query.get('code')!
    const { data, error } = await client.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe('pkce@example.com')
    expect(data.session?.user.email_confirmed_at).toBeTruthy()

    const raw = await server.request(
      '/auth/v1/token?grant_type=pkce',
      jsonBody({ auth_code: code, code_verifier: 'x'.repeat(50) }),
    )
    expect(raw.status).toBe(404)
    expect(raw.body).toMatchObject({ code: 'flow_state_not_found' })

    const bad = await openLink(server, link)
    expect(bad.query.get('error_code')).toBe('otp_expired')
  })

  it('rejects a PKCE code with the wrong verifier', async () => {
    const client = authClient(server, { flowType: 'pkce' })
    await client.signUp({ email: 'pkce2@example.com', password: TEST_PASSWORD })
    const res = await openLink(
      server,
      (await latestMail(server, 'pkce2@example.com', 'signup')).links[0]!,
    )
    const code = res.query.get('code')!
    const raw = await server.request(
      '/auth/v1/token?grant_type=pkce',
      jsonBody({ auth_code: code, code_verifier: 'y'.repeat(60) }),
    )
    expect(raw.status).toBe(400)
    expect(raw.body).toMatchObject({ code: 'bad_code_verifier' })
    expect((await client.exchangeCodeForSession(code)).error).toBeNull()
  })
})

describe(`sign-up with MAILER_AUTOCONFIRM on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, {
      FOLIO_DEMO: 'false',
      MAILER_AUTOCONFIRM: 'true',
    })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('signs the new user in at once and refuses a second account for the address', async () => {
    const client = authClient(server)
    const { data, error } = await client.signUp({
      email: 'auto@example.com',
      password: TEST_PASSWORD,
      options: { data: { full_name: 'Auto Matic' } },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect((await latestMail(server, 'auto@example.com', 'welcome')).text).toContain(
      'Hi Auto Matic,',
    )

    const again = await authClient(server).signUp({
      email: 'auto@example.com',
      password: TEST_PASSWORD,
    })
    expect(again.error).toMatchObject({ code: 'user_already_exists', status: 422 })
  })
})
