import { userMessages, type UserSummary } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import {
  authClient,
  createTestUser,
  latestMail,
  openLink,
  TEST_PASSWORD,
} from '../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  type TestInstallation,
  type TestServer,
  startTestServer,
} from '../../test/test-server.js'

interface UserPage {
  data: UserSummary[]
  meta: { page: number; pageSize: number; total: number }
}

describe(`/api/v1/users on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  let adminToken: string

  beforeAll(async () => {
    installation = await createTestInstallation()
    // Demo mode gives one account per role; the demo admin is the only admin.
    server = await startTestServer(installation, {
      FOLIO_DEMO: 'true',
      AUTH_EMAIL_SEND_INTERVAL_SECONDS: '0',
    })
    adminToken = await tokenOf('admin@demo.folio.dev', DEMO_PASSWORD)
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  async function signIn(email: string, password = TEST_PASSWORD) {
    const client = authClient(server)
    const { data, error } = await client.signInWithPassword({ email, password })
    expect(error).toBeNull()
    return { client, token: data.session!.access_token }
  }

  async function tokenOf(email: string, password = TEST_PASSWORD) {
    return (await signIn(email, password)).token
  }

  function api(path: string, token: string | null, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    if (token) headers.set('authorization', `Bearer ${token}`)
    if (init.body) headers.set('content-type', 'application/json')
    return server.request(`/api/v1${path}`, { ...init, headers })
  }

  const patch = (id: string, body: unknown, token = adminToken) =>
    api(`/users/${id}`, token, { method: 'PATCH', body: JSON.stringify(body) })

  async function findUser(q: string): Promise<UserSummary> {
    const res = await api(`/users?q=${encodeURIComponent(q)}`, adminToken)
    const [user] = (res.body as UserPage).data
    expect(user).toBeDefined()
    return user!
  }

  it('is for admins only', async () => {
    expect((await api('/users', adminToken)).status).toBe(200)
    const editor = await api('/users', await tokenOf('editor@demo.folio.dev', DEMO_PASSWORD))
    expect(editor.status).toBe(403)
    expect(editor.body).toMatchObject({ error: { code: 'forbidden' } })
    const viewer = await api('/users', await tokenOf('viewer@demo.folio.dev', DEMO_PASSWORD))
    expect(viewer.status).toBe(403)
    const anonymous = await api('/users', null)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toMatchObject({ error: { code: 'unauthorized' } })
    const invite = await api('/users/invite', null, {
      method: 'POST',
      body: JSON.stringify({ email: 'x@example.com', role: 'viewer' }),
    })
    expect(invite.status).toBe(401)
  })

  it('searches name, email and role, case-insensitively, page by page', async () => {
    const all = (await api('/users', adminToken)).body as UserPage
    expect(all.meta).toMatchObject({ page: 1, pageSize: 20, total: 3 })
    // Oldest first.
    const created = all.data.map((user) => user.createdAt)
    expect(created).toEqual([...created].sort())
    expect(all.data.find((u) => u.email === 'admin@demo.folio.dev')).toMatchObject({
      name: 'Demo Admin',
      role: 'admin',
      status: 'active',
      emailConfirmed: true,
      mfaEnabled: false,
    })

    const byRole = (await api('/users?q=EDITOR', adminToken)).body as UserPage
    expect(byRole.data.map((u) => u.email)).toEqual(['editor@demo.folio.dev'])
    const byName = (await api('/users?q=demo%20view', adminToken)).body as UserPage
    expect(byName.data.map((u) => u.email)).toEqual(['viewer@demo.folio.dev'])
    const byEmail = (await api('/users?q=ADMIN@DEMO', adminToken)).body as UserPage
    expect(byEmail.data.map((u) => u.email)).toEqual(['admin@demo.folio.dev'])
    // LIKE's wildcards are plain characters in a search.
    const wildcard = (await api('/users?q=%25', adminToken)).body as UserPage
    expect(wildcard.meta.total).toBe(0)

    const page2 = (await api('/users?page=2&pageSize=1', adminToken)).body as UserPage
    expect(page2.meta).toEqual({ page: 2, pageSize: 1, total: 3 })
    expect(page2.data).toEqual([all.data[1]])
  })

  it('invites by email; the link signs the person in on /accept-invite to choose a password', async () => {
    const res = await api('/users/invite', adminToken, {
      method: 'POST',
      body: JSON.stringify({
        email: ' New.Writer@Example.com ',
        name: 'New Writer',
        role: 'editor',
      }),
    })
    expect(res.status).toBe(201)
    const { data } = res.body as { data: UserSummary }
    expect(data).toMatchObject({
      email: 'new.writer@example.com',
      name: 'New Writer',
      role: 'editor',
      status: 'active',
      emailConfirmed: false,
    })
    expect(data.invitedAt).toBeTruthy()

    const mail = await latestMail(server, 'new.writer@example.com', 'invite')
    expect(mail.text).toContain('Demo Admin has invited you')
    const link = mail.links.find((l) => l.includes('/auth/v1/verify'))!
    expect(new URL(link).searchParams.get('type')).toBe('invite')
    const opened = await openLink(server, link)
    expect(opened.status).toBe(303)
    expect(opened.url.pathname).toBe('/accept-invite')
    const accessToken = opened.fragment.get('access_token')!
    expect(accessToken).toBeTruthy()

    // The invited person sets a password in the session the link started, then signs in.
    const client = authClient(server)
    const { error: sessionError } = await client.setSession({
      access_token: accessToken,
      refresh_token: opened.fragment.get('refresh_token')!,
    })
    expect(sessionError).toBeNull()
    const { error: updateError } = await client.updateUser({ password: 'quill-meadow-sparrow-41' })
    expect(updateError).toBeNull()
    await signIn('new.writer@example.com', 'quill-meadow-sparrow-41')
    expect(await findUser('new.writer@example.com')).toMatchObject({ emailConfirmed: true })

    const again = await api('/users/invite', adminToken, {
      method: 'POST',
      body: JSON.stringify({ email: 'new.writer@example.com', role: 'viewer' }),
    })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      error: { code: 'already_exists', message: userMessages.emailTaken },
    })
    const invalid = await api('/users/invite', adminToken, {
      method: 'POST',
      body: JSON.stringify({ email: 'not-an-email', role: 'viewer' }),
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toMatchObject({
      error: { code: 'validation_failed', message: userMessages.emailInvalid },
    })
  })

  it('keeps the last admin and forbids changing oneself', async () => {
    const root = await findUser('admin@demo.folio.dev')
    const demote = await patch(root.id, { role: 'editor' })
    expect(demote.status).toBe(409)
    expect(demote.body).toMatchObject({
      error: { code: 'last_admin', message: userMessages.lastAdmin },
    })
    const suspend = await patch(root.id, { status: 'suspended' })
    expect(suspend.body).toMatchObject({ error: { message: userMessages.lastAdmin } })

    const helper = await createTestUser(server, 'second-admin@example.com', { role: 'viewer' })
    const promoted = await patch(helper.id, { role: 'admin' })
    expect(promoted.status).toBe(200)
    expect(promoted.body).toMatchObject({ data: { role: 'admin' } })

    const self = await patch(root.id, { role: 'viewer' })
    expect(self.status).toBe(409)
    expect(self.body).toMatchObject({
      error: { code: 'self_change', message: userMessages.selfChange },
    })

    // Another admin may demote this one now.
    const helperToken = await tokenOf('second-admin@example.com')
    expect((await patch(helper.id, { role: 'viewer' }, helperToken)).status).toBe(409)
    expect((await patch(helper.id, { role: 'viewer' })).status).toBe(200)

    expect((await patch(helper.id, {})).status).toBe(400)
    expect((await patch('00000000-0000-4000-8000-000000000000', { role: 'viewer' })).status).toBe(
      404,
    )
  })

  it('suspension ends a live session at once; activation lets the user back in', async () => {
    const target = await createTestUser(server, 'suspend-me@example.com', { role: 'editor' })
    const { client, token } = await signIn('suspend-me@example.com')
    expect((await api('/profile/sessions', token)).status).toBe(200)

    const suspended = await patch(target.id, { status: 'suspended' })
    expect(suspended.status).toBe(200)
    expect(suspended.body).toMatchObject({ data: { status: 'suspended' } })

    expect((await api('/profile/sessions', token)).status).toBe(401)
    expect((await client.getUser()).error).not.toBeNull()
    const retry = await authClient(server).signInWithPassword({
      email: 'suspend-me@example.com',
      password: TEST_PASSWORD,
    })
    expect(retry.error).toMatchObject({ code: 'user_banned' })

    const active = await patch(target.id, { status: 'active' })
    expect(active.body).toMatchObject({ data: { status: 'active' } })
    const row = await server.app.database.db
      .selectFrom('users')
      .select('banned_until')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow()
    expect(row.banned_until).toBeNull()
    await signIn('suspend-me@example.com')
  })

  it('emails a password reset link', async () => {
    const target = await createTestUser(server, 'forgetful@example.com')
    const res = await api(`/users/${target.id}/reset-password`, adminToken, { method: 'POST' })
    expect(res.status).toBe(202)
    const mail = await latestMail(server, 'forgetful@example.com', 'recovery')
    const link = mail.links.find((l) => l.includes('/auth/v1/verify'))!
    const opened = await openLink(server, link)
    expect(opened.url.pathname).toBe('/reset-password')
    expect(opened.fragment.get('type')).toBe('recovery')
  })

  it('deletes users but never admins', async () => {
    const root = await findUser('admin@demo.folio.dev')
    const refused = await api(`/users/${root.id}`, adminToken, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: { message: userMessages.adminNotDeletable } })

    const target = await createTestUser(server, 'leaving@example.com')
    const { client } = await signIn('leaving@example.com')
    const res = await api(`/users/${target.id}`, adminToken, { method: 'DELETE' })
    expect(res.status).toBe(204)
    expect((await client.getUser()).error).not.toBeNull()
    const db = server.app.database.db
    expect(await db.selectFrom('users').select('id').where('id', '=', target.id).execute()).toEqual(
      [],
    )
    for (const table of ['sessions', 'identities', 'mfa_factors'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('id')
        .where('user_id', '=', target.id)
        .execute()
      expect(rows).toEqual([])
    }
    expect((await api(`/users/${target.id}`, adminToken, { method: 'DELETE' })).status).toBe(404)
  })
})
