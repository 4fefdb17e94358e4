import { decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAuthServices, serviceAuthContext } from '../auth-context.js'
import { rotateSigningKey } from '../operations/rotate-signing-key.js'
import { authClient, createTestUser, TEST_PASSWORD } from '../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../test/test-server.js'

describe(`signing-key rotation seen by every server on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let a: TestServer
  let b: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    a = await startTestServer(installation, { FOLIO_DEMO: 'false' })
    b = await startTestServer(installation, { FOLIO_DEMO: 'false' })
    await createTestUser(a, 'rotate@example.com')
  })
  afterAll(async () => {
    await Promise.all([a.close(), b.close()])
    await installation.destroy()
  })

  async function signIn(server: TestServer): Promise<string> {
    const { data, error } = await authClient(server).signInWithPassword({
      email: 'rotate@example.com',
      password: TEST_PASSWORD,
    })
    expect(error).toBeNull()
    return data.session!.access_token
  }

  const kidOf = (token: string) => decodeProtectedHeader(token).kid

  const userStatus = async (server: TestServer, token: string) =>
    (await server.request('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } }))
      .status

  const jwksKids = async (server: TestServer) =>
    ((await server.request('/auth/v1/.well-known/jwks.json')).body as { keys: { kid: string }[] })
      .keys[0]!.kid

  it('signs the next token of every server with the new key, each verifying the other’s', async () => {
    // Both servers have signed with (and so cached) the current key.
    const oldKid = kidOf(await signIn(a))
    expect(kidOf(await signIn(b))).toBe(oldKid)

    // What `npm run keys:rotate` does: its own auth services, so no server's cache is told.
    const cli = await createAuthServices(a.config, a.app.database, a.app.log)
    const newKid = await rotateSigningKey({ ...serviceAuthContext(a.app), auth: cli })
    expect(newKid).not.toBe(oldKid)

    const fromB = await signIn(b)
    expect(kidOf(fromB)).toBe(newKid)
    const fromA = await signIn(a)
    expect(kidOf(fromA)).toBe(newKid)
    expect(await userStatus(a, fromB)).toBe(200)
    expect(await userStatus(b, fromA)).toBe(200)
    expect(await jwksKids(a)).toBe(newKid)
    expect(await jwksKids(b)).toBe(newKid)
  })

  it('verifies a token of a key made after the server loaded its keys', async () => {
    const token = await signIn(a)
    expect(await userStatus(b, token)).toBe(200)
    // B has just read its keys: a new kid must not wait for B's next reload, however soon.
    await b.app.authServices.keys.reload()
    const cli = await createAuthServices(a.config, a.app.database, a.app.log)
    const newKid = await rotateSigningKey({ ...serviceAuthContext(a.app), auth: cli })
    // A signs with the new key however it learns of it; what is tested is B's side.
    await a.app.authServices.keys.reload()
    const fresh = await signIn(a)
    expect(kidOf(fresh)).toBe(newKid)
    expect(await userStatus(b, fresh)).toBe(200)
    expect(await userStatus(b, token)).toBe(200)
  })
})
