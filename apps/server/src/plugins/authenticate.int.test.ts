import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authClient, createTestUser, signedInClient, TEST_PASSWORD } from '../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'
import { registerAuthenticate, requireUser } from './authenticate.js'

describe(`/api/v1 authentication on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  let viewerToken: string
  let adminToken: string

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(
      installation,
      { FOLIO_DEMO: 'false' },
      {
        // Probe routes: the user guard, and role checks as operations make them.
        beforeListen: (app) =>
          app.register(
            async (api) => {
              registerAuthenticate(api)
              api.get('/me', async (request) => ({ data: requireUser(request) }))
              api.get('/editors', async (request) => {
                requireUser(request)
                return { data: request.ctx.access!.requireRole('editor') }
              })
              api.get('/admins', async (request) => {
                requireUser(request)
                request.ctx.access!.requireRole('admin')
                return { data: 'ok' }
              })
            },
            { prefix: '/api/v1/probe' },
          ),
      },
    )
    const viewer = await createTestUser(server, 'viewer@example.com')
    const admin = await createTestUser(server, 'admin@example.com', { role: 'admin' })
    viewerToken = (await signedInClient(server, viewer)).session.access_token
    adminToken = (await signedInClient(server, admin)).session.access_token
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  const get = (path: string, token?: string) =>
    server.request(path, token ? { headers: { authorization: `Bearer ${token}` } } : {})

  it('answers 401 in the /api/v1 shape without a valid token', async () => {
    for (const token of [undefined, 'not.a.jwt', 'sb_publishable_key']) {
      const res = await get('/api/v1/probe/me', token)
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({ error: { code: 'unauthorized' } })
    }
  })

  it('puts the actor with their Folio role on the request', async () => {
    const res = await get('/api/v1/probe/me', viewerToken)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      data: {
        userId: expect.any(String) as string,
        email: 'viewer@example.com',
        role: 'viewer',
        sessionId: expect.any(String) as string,
        aal: 'aal1',
      },
    })
  })

  it('checks roles: 403 forbidden for a lesser role', async () => {
    expect((await get('/api/v1/probe/editors', viewerToken)).body).toMatchObject({
      error: { code: 'forbidden' },
    })
    expect((await get('/api/v1/probe/admins', viewerToken)).status).toBe(403)
    expect((await get('/api/v1/probe/editors', adminToken)).status).toBe(200)
    expect((await get('/api/v1/probe/admins', adminToken)).body).toEqual({ data: 'ok' })
  })

  it('stops accepting a token once its session is signed out, while public routes still answer', async () => {
    const { data } = await authClient(server).signInWithPassword({
      email: 'viewer@example.com',
      password: TEST_PASSWORD,
    })
    const token = data.session!.access_token
    expect((await get('/api/v1/probe/me', token)).status).toBe(200)
    await server.request('/auth/v1/logout?scope=local', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    const after = await get('/api/v1/probe/me', token)
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject({
      error: { message: expect.stringContaining('signed out') as string },
    })
    expect((await get('/api/v1/health', token)).status).toBe(200)
  })
})
