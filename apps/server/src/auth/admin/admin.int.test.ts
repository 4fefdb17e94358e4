import { userMessages } from '@folio/schema'
import { GoTrueAdminApi } from '@supabase/auth-js'
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

describe(`the admin API (/auth/v1/admin) with the real client on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  let admin: GoTrueAdminApi
  let adminId: string
  let adminToken: string

  async function signIn(email: string, password = TEST_PASSWORD) {
    const client = authClient(server)
    const result = await client.signInWithPassword({ email, password })
    return { client, ...result }
  }

  function adminApi(token: string) {
    return new GoTrueAdminApi({
      url: `${server.url}/auth/v1`,
      headers: { Authorization: `Bearer ${token}` },
    })
  }

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { FOLIO_DEMO: 'false' })
    adminId = (await createTestUser(server, 'root@example.com', { role: 'admin' })).id
    const { data } = await signIn('root@example.com')
    adminToken = data.session!.access_token
    admin = adminApi(adminToken)
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('answers only to a Folio admin', async () => {
    const none = await server.request('/auth/v1/admin/users')
    expect(none.status).toBe(401)
    expect(none.body).toMatchObject({ code: 'no_authorization' })

    await createTestUser(server, 'plain-editor@example.com', { role: 'editor' })
    const { data } = await signIn('plain-editor@example.com')
    const editor = adminApi(data.session!.access_token)
    const { error } = await editor.listUsers()
    expect(error).toMatchObject({ code: 'not_admin', status: 403 })
    const created = await editor.createUser({ email: 'sneaky@example.com' })
    expect(created.error).toMatchObject({ code: 'not_admin', status: 403 })
  })

  it('lists users page by page with GoTrue pagination headers', async () => {
    for (const name of ['p1', 'p2', 'p3', 'p4']) {
      await createTestUser(server, `${name}@example.com`)
    }
    const total = Number(
      (
        await server.app.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    const lastPage = Math.ceil(total / 2)

    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 })
    expect(error).toBeNull()
    expect(data.users).toHaveLength(2)
    expect(data).toMatchObject({ aud: 'authenticated', nextPage: 2, lastPage, total })
    // Newest first, in GoTrue's User shape.
    const [newest, next] = data.users
    expect(newest!.created_at >= next!.created_at).toBe(true)
    expect(newest).toMatchObject({ aud: 'authenticated', app_metadata: { provider: 'email' } })
    expect(newest!.identities).toHaveLength(1)

    const raw = await server.request(`/auth/v1/admin/users?page=2&per_page=2`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
    expect(raw.headers.get('x-total-count')).toBe(String(total))
    expect(raw.headers.get('link')).toBe(
      `</admin/users?page=3&per_page=2>; rel="next", </admin/users?page=${lastPage}&per_page=2>; rel="last"`,
    )

    const last = await admin.listUsers({ page: lastPage, perPage: 2 })
    expect(last.data).toMatchObject({ nextPage: null, lastPage })

    const bad = await server.request(`/auth/v1/admin/users?page=zero`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 'validation_failed' })
  })

  it('creates, reads and updates a user, merging metadata', async () => {
    const { data, error } = await admin.createUser({
      email: 'Made@Example.com',
      password: 'ocean-lantern-copper-8',
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin', plan: 'pro' },
      app_metadata: { role: 'editor' },
    })
    expect(error).toBeNull()
    const user = data.user!
    expect(user).toMatchObject({
      email: 'made@example.com',
      app_metadata: { role: 'editor', status: 'active', provider: 'email' },
      user_metadata: { full_name: 'Made By Admin', plan: 'pro' },
    })
    expect(user.email_confirmed_at).toBeTruthy()
    expect((await signIn('made@example.com', 'ocean-lantern-copper-8')).error).toBeNull()

    const duplicate = await admin.createUser({ email: 'made@example.com', password: TEST_PASSWORD })
    expect(duplicate.error).toMatchObject({ code: 'email_exists', status: 422 })
    const badRole = await admin.createUser({
      email: 'bad-role@example.com',
      app_metadata: { role: 'owner' },
    })
    expect(badRole.error).toMatchObject({ code: 'validation_failed', status: 400 })

    const fetched = await admin.getUserById(user.id)
    expect(fetched.data.user).toMatchObject({ id: user.id, email: 'made@example.com' })
    const missing = await admin.getUserById('00000000-0000-4000-8000-000000000000')
    expect(missing.error).toMatchObject({ code: 'user_not_found', status: 404 })

    const updated = await admin.updateUserById(user.id, {
      user_metadata: { full_name: 'Renamed', plan: null },
      app_metadata: { role: 'viewer', team: 'docs' },
    })
    expect(updated.error).toBeNull()
    expect(updated.data.user!.user_metadata).toEqual({ full_name: 'Renamed' })
    expect(updated.data.user!.app_metadata).toMatchObject({ role: 'viewer', team: 'docs' })
  })

  it('bans with ban_duration: the live session dies at once; "none" lifts it', async () => {
    const target = await createTestUser(server, 'banned@example.com')
    const { client } = await signIn('banned@example.com')
    expect((await client.getUser()).error).toBeNull()

    const { data, error } = await admin.updateUserById(target.id, { ban_duration: '24h' })
    expect(error).toBeNull()
    const until = new Date(data.user!.banned_until!).getTime()
    expect(Math.abs(until - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000)
    // A timed ban is not a Folio suspension: it ends by itself (see the next test).
    expect(data.user!.app_metadata).toMatchObject({ status: 'active' })

    expect((await client.getUser()).error).not.toBeNull()
    const again = await signIn('banned@example.com')
    expect(again.error).toMatchObject({ code: 'user_banned' })

    const bad = await admin.updateUserById(target.id, { ban_duration: 'soon' })
    expect(bad.error).toMatchObject({ code: 'validation_failed', status: 400 })

    const lifted = await admin.updateUserById(target.id, { ban_duration: 'none' })
    expect(lifted.data.user!.banned_until).toBeUndefined()
    expect(lifted.data.user!.app_metadata).toMatchObject({ status: 'active' })
    expect((await signIn('banned@example.com')).error).toBeNull()
  })

  it('lets a timed ban run out by itself', async () => {
    const target = await createTestUser(server, 'briefly-banned@example.com')
    const { error } = await admin.updateUserById(target.id, { ban_duration: '2s' })
    expect(error).toBeNull()
    expect((await signIn('briefly-banned@example.com')).error).toMatchObject({
      code: 'user_banned',
    })

    await new Promise((resolve) => setTimeout(resolve, 2_200))
    expect((await signIn('briefly-banned@example.com')).error).toBeNull()
  })

  it('keeps the last admin an admin and admins away from their own access', async () => {
    const demote = await admin.updateUserById(adminId, { app_metadata: { role: 'editor' } })
    expect(demote.error).toMatchObject({ status: 422, message: userMessages.lastAdmin })
    const ban = await admin.updateUserById(adminId, { ban_duration: '1h' })
    expect(ban.error).toMatchObject({ status: 422, message: userMessages.lastAdmin })

    const second = await admin.createUser({
      email: 'second-admin@example.com',
      password: TEST_PASSWORD,
      email_confirm: true,
      app_metadata: { role: 'admin' },
    })
    const self = await admin.updateUserById(adminId, { app_metadata: { role: 'viewer' } })
    expect(self.error).toMatchObject({ status: 422, message: userMessages.selfChange })
    // Other changes to one's own account are fine.
    const renamed = await admin.updateUserById(adminId, { user_metadata: { full_name: 'Root' } })
    expect(renamed.error).toBeNull()

    const deleteAdmin = await admin.deleteUser(second.data.user!.id)
    expect(deleteAdmin.error).toMatchObject({
      status: 422,
      message: userMessages.adminNotDeletable,
    })
    const demoted = await admin.updateUserById(second.data.user!.id, {
      app_metadata: { role: 'viewer' },
    })
    expect(demoted.error).toBeNull()
  })

  it("lists and deletes a user's factors, and deletes users", async () => {
    const target = await createTestUser(server, 'lost-phone@example.com')
    const { client } = await signIn('lost-phone@example.com')
    const { data: enrolled } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Old' })
    const { data: challenge } = await client.mfa.challenge({ factorId: enrolled!.id })
    await client.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: await generate({ secret: enrolled!.totp.secret }),
    })

    const { data: listed, error } = await admin.mfa.listFactors({ userId: target.id })
    expect(error).toBeNull()
    expect(listed!.factors).toMatchObject([{ id: enrolled!.id, status: 'verified' }])

    const removed = await admin.mfa.deleteFactor({ userId: target.id, id: enrolled!.id })
    expect(removed.error).toBeNull()
    // The client wraps the returned Factor twice (`_request` without an xform).
    expect(removed.data).toMatchObject({ data: { id: enrolled!.id, factor_type: 'totp' } })
    const gone = await admin.mfa.deleteFactor({ userId: target.id, id: enrolled!.id })
    expect(gone.error).toMatchObject({ code: 'mfa_factor_not_found', status: 404 })

    const deleted = await admin.deleteUser(target.id)
    expect(deleted.error).toBeNull()
    expect((await client.getUser()).error).not.toBeNull()
    expect((await admin.getUserById(target.id)).error).toMatchObject({ code: 'user_not_found' })
    const db = server.app.database.db
    for (const table of ['sessions', 'identities', 'mfa_factors'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('id')
        .where('user_id', '=', target.id)
        .execute()
      expect(rows).toEqual([])
    }
  })
})
