import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listOutboxMessages } from '../modules/mail/mail-outbox.repository.js'
import {
  authClient,
  createTestUser,
  latestMail,
  openLink,
  signedInClient,
  TEST_PASSWORD,
} from '../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'

const SITE = 'http://127.0.0.1:4321'
const SECOND = 'https://second.example.com'

/** POST /auth/v1/recover as a browser at `headers.host` (and `origin`) would send it. */
function recover(
  server: TestServer,
  email: string,
  redirectTo: string | null,
  headers: Record<string, string> = {},
) {
  const query = redirectTo === null ? '' : `?redirect_to=${encodeURIComponent(redirectTo)}`
  return server.app.inject({
    method: 'POST',
    url: `/auth/v1/recover${query}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { email },
  })
}

/** Opens a verify link at the host it names (`inject`, so the Host header is the link's). */
async function openAt(server: TestServer, link: string, headers: Record<string, string> = {}) {
  const url = new URL(link)
  const res = await server.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { host: url.host, ...headers },
  })
  const location = String(res.headers.location ?? '')
  return { status: res.statusCode, location, fragment: new URLSearchParams(location.split('#')[1]) }
}

describe(`email links with SITE_URL set, on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, {
      FOLIO_DEMO: 'false',
      SITE_URL: SITE,
      AUTH_REDIRECT_ALLOW_LIST: SECOND,
      AUTH_EMAIL_SEND_INTERVAL_SECONDS: '0',
    })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('keeps the reset form when Folio was reached at another address than SITE_URL', async () => {
    await createTestUser(server, 'elsewhere@example.com')
    // The web app at http://localhost:4321 asks for its reset page as a path.
    const res = await recover(server, 'elsewhere@example.com', '/reset-password', {
      host: 'localhost:4321',
      origin: 'http://localhost:4321',
    })
    expect(res.statusCode).toBe(200)
    const link = (await latestMail(server, 'elsewhere@example.com', 'recovery')).links[0]!
    expect(link.startsWith(`${SITE}/auth/v1/verify?`)).toBe(true)
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`)

    const opened = await openLink(server, link)
    expect(opened.status).toBe(303)
    expect(opened.location.startsWith(`${SITE}/reset-password#access_token=`)).toBe(true)
    expect(opened.fragment.get('type')).toBe('recovery')
  })

  it('brings the link back to an allowed second address the user is on', async () => {
    await createTestUser(server, 'second@example.com')
    const res = await recover(server, 'second@example.com', '/reset-password', {
      host: 'second.example.com',
      origin: SECOND,
    })
    expect(res.statusCode).toBe(200)
    const link = (await latestMail(server, 'second@example.com', 'recovery')).links[0]!
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${SECOND}/reset-password`)
    expect((await openLink(server, link)).location.startsWith(`${SECOND}/reset-password#`)).toBe(
      true,
    )
  })

  it('opens the reset form when the request names no page', async () => {
    await createTestUser(server, 'plain@example.com')
    expect((await recover(server, 'plain@example.com', null)).statusCode).toBe(200)
    const link = (await latestMail(server, 'plain@example.com', 'recovery')).links[0]!
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`)
  })

  it('refuses a redirect_to outside the allow-list, for known and unknown addresses alike', async () => {
    await createTestUser(server, 'target@example.com')
    const known = await recover(server, 'target@example.com', 'https://evil.example/steal')
    const unknown = await recover(server, 'nobody@example.com', 'https://evil.example/steal')
    expect(known.statusCode).toBe(400)
    expect(known.json()).toEqual(unknown.json())
    expect(known.json()).toMatchObject({
      code: 'validation_failed',
      error_code: 'validation_failed',
      msg: "redirect_to is not allowed: evil.example is neither the site's address (SITE_URL) nor on AUTH_REDIRECT_ALLOW_LIST. Pass one of those, or a path such as /reset-password.",
    })
    expect(known.headers['x-supabase-api-version']).toBe('2024-01-01')
    const script = (await recover(server, 'target@example.com', 'javascript:alert(1)')).json<{
      code: string
      msg: string
    }>()
    expect(script.code).toBe('validation_failed')
    expect(script.msg).toContain('must be an http(s) URL')
    expect(await listOutboxMessages(server.app.database.db, { to: 'target@example.com' })).toEqual(
      [],
    )

    // Through the official client: an AuthApiError apps can branch on.
    const client = authClient(server)
    const { error } = await client.resetPasswordForEmail('target@example.com', {
      redirectTo: 'https://evil.example/steal',
    })
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('lands an edited link on the reset form with the reason, and leaves it usable', async () => {
    await createTestUser(server, 'edited@example.com')
    await recover(server, 'edited@example.com', '/reset-password')
    const link = (await latestMail(server, 'edited@example.com', 'recovery')).links[0]!
    const edited = new URL(link)
    edited.searchParams.set('redirect_to', 'https://evil.example/steal')

    const refused = await openLink(server, edited.toString())
    expect(refused.status).toBe(303)
    expect(refused.location.startsWith(`${SITE}/reset-password#error=invalid_request&`)).toBe(true)
    expect(refused.fragment.get('access_token')).toBeNull()
    expect(refused.fragment.get('error_code')).toBe('validation_failed')
    expect(refused.fragment.get('error_description')).toBe(
      'This link leads to evil.example, which is not an address of this site, so it was not used and you are not signed in. Ask for a new link.',
    )

    const original = await openLink(server, link)
    expect(original.location.startsWith(`${SITE}/reset-password#access_token=`)).toBe(true)
  })

  it('keeps the profile page for an email change and the root for a magic link', async () => {
    const user = await createTestUser(server, 'mover@example.com')
    const { client } = await signedInClient(server, user)
    const { error } = await client.updateUser(
      { email: 'moved@example.com' },
      { emailRedirectTo: '/profile' },
    )
    expect(error).toBeNull()
    const change = (await latestMail(server, 'moved@example.com', 'email_change')).links[0]!
    expect(new URL(change).searchParams.get('redirect_to')).toBe(`${SITE}/profile`)

    const refused = await client.updateUser(
      { email: 'elsewhere.moved@example.com' },
      { emailRedirectTo: 'https://evil.example/' },
    )
    expect(refused.error).toMatchObject({ code: 'validation_failed' })
    expect((await client.getUser()).data.user?.new_email).toBe('moved@example.com')

    await createTestUser(server, 'magic@example.com')
    expect(
      (await authClient(server).signInWithOtp({ email: 'magic@example.com' })).error,
    ).toBeNull()
    const magic = (await latestMail(server, 'magic@example.com', 'magiclink')).links[0]!
    expect(new URL(magic).searchParams.get('redirect_to')).toBe(`${SITE}/`)
  })

  it('refuses a signup whose link would lead elsewhere before the account exists', async () => {
    const { error } = await authClient(server).signUp({
      email: 'newcomer@example.com',
      password: TEST_PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/' },
    })
    expect(error).toMatchObject({ code: 'validation_failed', status: 400 })
    const retry = await authClient(server).signUp({
      email: 'newcomer@example.com',
      password: TEST_PASSWORD,
      options: { emailRedirectTo: `${SITE}/login` },
    })
    expect(retry.error).toBeNull()
    expect(retry.data.user?.identities).toHaveLength(1)
  })
})

describe(`email links in development without SITE_URL, on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let direct: TestServer
  let proxied: TestServer
  let production: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    const env = { FOLIO_DEMO: 'false', AUTH_EMAIL_SEND_INTERVAL_SECONDS: '0', LOG_LEVEL: 'silent' }
    direct = await startTestServer(installation, { ...env, NODE_ENV: 'development' })
    proxied = await startTestServer(installation, {
      ...env,
      NODE_ENV: 'development',
      TRUST_PROXY: 'true',
    })
    production = await startTestServer(installation, { ...env, NODE_ENV: 'production' })
  })
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close(), production.close()])
    await installation.destroy()
  })

  it('follows the address the request reached the server at', async () => {
    await createTestUser(direct, 'lan@example.com')
    const res = await recover(direct, 'lan@example.com', '/reset-password', {
      host: '192.168.1.20:3000',
      origin: 'http://192.168.1.20:3000',
      // Forwarded headers count only with TRUST_PROXY.
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(res.statusCode).toBe(200)
    const link = (await latestMail(direct, 'lan@example.com', 'recovery')).links[0]!
    expect(link.startsWith('http://192.168.1.20:3000/auth/v1/verify?')).toBe(true)
    expect(new URL(link).searchParams.get('redirect_to')).toBe(
      'http://192.168.1.20:3000/reset-password',
    )
    const opened = await openAt(direct, link)
    expect(opened.status).toBe(303)
    expect(
      opened.location.startsWith('http://192.168.1.20:3000/reset-password#access_token='),
    ).toBe(true)
  })

  it('takes the address from forwarded headers behind a trusted proxy', async () => {
    await createTestUser(proxied, 'proxied@example.com')
    const res = await recover(proxied, 'proxied@example.com', '/reset-password', {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'cms.example.com',
      'x-forwarded-proto': 'https',
    })
    expect(res.statusCode).toBe(200)
    const link = (await latestMail(proxied, 'proxied@example.com', 'recovery')).links[0]!
    expect(link.startsWith('https://cms.example.com/auth/v1/verify?')).toBe(true)
    expect(new URL(link).searchParams.get('redirect_to')).toBe(
      'https://cms.example.com/reset-password',
    )
  })

  it('never follows the Host header in production', async () => {
    const settings = production.app.config.auth
    expect(settings.siteUrlFromRequest).toBe(false)
    expect(settings.apiExternalUrlFromRequest).toBe(false)
    // Without SITE_URL, a path still opens on the configured default, never on the Host's.
    const res = await recover(production, 'anyone@example.com', 'https://evil.example/', {
      host: 'evil.example',
      origin: 'https://evil.example',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_failed' })
  })
})
