import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authClient, createTestUser, TEST_PASSWORD } from '../test/auth-helpers.js'
import { serviceAuthContext } from './auth-context.js'
import { issueSession } from './operations/issue-session.js'
import {
  createTestInstallation,
  dialectUnderTest,
  jsonBody,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'

describe(`/auth/v1 transport on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { FOLIO_DEMO: 'false', BODY_LIMIT_BYTES: '4096' })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  const post = (path: string, body: string, contentType = 'application/json;charset=UTF-8') =>
    server.request(path, { method: 'POST', headers: { 'content-type': contentType }, body })

  it('answers errors in GoTrue’s envelope with the API version header', async () => {
    const cases = [
      [await post('/auth/v1/token?grant_type=password', '{"email":'), 400, 'bad_json'],
      [
        await post('/auth/v1/signup', 'email=a', 'application/x-www-form-urlencoded'),
        415,
        'unsupported_media_type',
      ],
      [
        await post('/auth/v1/signup', JSON.stringify({ email: 'x'.repeat(5000) })),
        413,
        'request_too_large',
      ],
      [await server.request('/auth/v1/no-such-endpoint'), 404, 'not_found'],
      [await server.request('/auth/v1/user'), 401, 'no_authorization'],
      [
        await post(
          '/auth/v1/signup',
          JSON.stringify({ email: 'not-an-email', password: TEST_PASSWORD }),
        ),
        400,
        'validation_failed',
      ],
    ] as const
    for (const [res, status, code] of cases) {
      expect(res.status, code).toBe(status)
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
      const body = res.body as Record<string, unknown>
      expect(body).toMatchObject({ code, error_code: code })
      expect(body.msg).toBe(body.message)
      expect(typeof body.message).toBe('string')
    }
  })

  it('keeps the /api/v1 error shape outside /auth/v1', async () => {
    const res = await post('/api/v1/contact-messages', '{"name":')
    expect(res.body).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
    })
  })

  it('allows browser apps on other origins, exposing the version header', async () => {
    const preflight = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,apikey,content-type,x-client-info,x-supabase-api-version',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
    expect(preflight.headers.get('access-control-allow-headers')).toContain(
      'x-supabase-api-version',
    )
    const res = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { origin: 'https://app.example.com' },
    })
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version')
  })

  it('ignores apikey, the app’s key in Authorization and extra body keys on public endpoints', async () => {
    await createTestUser(server, 'keyed@example.com')
    const res = await server.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: {
        'content-type': 'application/json;charset=UTF-8',
        apikey: 'sb_publishable_abc123',
        authorization: 'Bearer sb_publishable_abc123',
        'x-client-info': 'supabase-js/2.109.0',
      },
      body: JSON.stringify({
        email: 'keyed@example.com',
        password: TEST_PASSWORD,
        gotrue_meta_security: { captcha_token: null },
        code_challenge: null,
        unexpected: true,
      }),
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: 'keyed@example.com' },
    })
  })

  it('publishes its settings', async () => {
    const res = await server.request('/auth/v1/settings')
    expect(res.body).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    })
  })
})

describe(`/auth/v1 rate limits on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, {
      FOLIO_DEMO: 'false',
      AUTH_RATE_LIMIT_PER_IP: '6',
      AUTH_RATE_LIMIT_PER_EMAIL: '2',
    })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('limits password attempts per email, then per IP, with GoTrue’s 429', async () => {
    const client = authClient(server)
    const attempt = (email: string) =>
      client.signInWithPassword({ email, password: 'wrong-password-here' })
    expect((await attempt('target@example.com')).error?.code).toBe('invalid_credentials')
    expect((await attempt('target@example.com')).error?.code).toBe('invalid_credentials')
    const limited = await attempt('target@example.com')
    expect(limited.error).toMatchObject({ code: 'over_request_rate_limit', status: 429 })

    const raw = await server.request(
      '/auth/v1/token?grant_type=password',
      jsonBody({ email: 'target@example.com', password: 'x' }),
    )
    expect(raw.status).toBe(429)
    expect(raw.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01')

    // Other addresses from the same IP, until the IP's budget (6) is spent.
    const codes: string[] = []
    for (let i = 0; i < 4; i++) codes.push((await attempt(`other${i}@example.com`)).error!.code!)
    expect(codes).toContain('over_request_rate_limit')
  })

  it('limits emails sent to one address', async () => {
    const send = () => server.request('/auth/v1/recover', jsonBody({ email: 'inbox@example.com' }))
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(200)
    const limited = await send()
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ code: 'over_email_send_rate_limit' })
  })

  it('never limits refreshing a session', async () => {
    const user = await createTestUser(server, 'refresher@example.com')
    let session = await issueSession(serviceAuthContext(server.app), { user, method: 'password' })
    for (let i = 0; i < 12; i++) {
      const res = await server.request(
        '/auth/v1/token?grant_type=refresh_token',
        jsonBody({ refresh_token: session.refresh_token }),
      )
      expect(res.status).toBe(200)
      session = res.body as typeof session
    }
  })
})

describe(`the per-user email interval on ${dialectUnderTest}`, () => {
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

  it('sends one email per 60 seconds to a user', async () => {
    const client = authClient(server)
    expect(
      (await client.signUp({ email: 'patient@example.com', password: TEST_PASSWORD })).error,
    ).toBeNull()
    const { error } = await client.resend({ type: 'signup', email: 'patient@example.com' })
    expect(error).toMatchObject({ code: 'over_email_send_rate_limit', status: 429 })
    expect(error?.message).toMatch(/after \d+ seconds/)
  })
})
