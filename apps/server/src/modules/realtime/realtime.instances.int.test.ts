import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestUser, signedInClient } from '../../test/auth-helpers.js'
import {
  createType,
  signedInApi,
  type ContentApi,
  type ItemBody,
} from '../../test/content-fixtures.js'
import { demoToken, openLiveClient, type LiveClient } from '../../test/live-socket.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
} from '../../test/test-server.js'

const REDIS_URL = 'redis://127.0.0.1:6379'

describe(`the live channel across two instances sharing Redis on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let a: ContentApi
  let b: ContentApi
  const open: LiveClient[] = []

  beforeAll(async () => {
    installation = await createTestInstallation()
    // A channel of this run's own: other runs on the same Redis are not heard.
    const env = { FOLIO_DEMO: 'true', REDIS_URL, REDIS_KEY_PREFIX: `folio-test-${randomUUID()}:` }
    a = await signedInApi(await startTestServer(installation, env))
    b = await signedInApi(await startTestServer(installation, env))
  })
  afterAll(async () => {
    for (const client of open) client.close()
    await Promise.all([a?.close(), b?.close()])
    await installation.destroy()
  })

  it('shows a change made on one instance to a tab connected to the other', async () => {
    const type = await createType(a, 'Crossing', [{ name: 'body', type: 'text' }])
    const watcher = await openLiveClient(b.server, await demoToken(b.server, 'admin'))
    open.push(watcher)
    const res = await a.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
      title: 'Made on A',
      status: 'draft',
      data: {},
    })
    expect(res.status).toBe(201)
    const { event } = await watcher.next('event', (m) => m.event.itemId === res.body.data.id)
    expect(event).toMatchObject({ action: 'created', actor: { name: 'Demo Editor' } })
  })

  it('shows who is on an item to people connected to either instance', async () => {
    const type = await createType(a, 'Together', [{ name: 'body', type: 'text' }])
    const onA = await openLiveClient(a.server, await demoToken(a.server, 'editor'))
    const onB = await openLiveClient(b.server, await demoToken(b.server, 'admin'))
    open.push(onA, onB)
    const itemId = randomUUID()
    const presence = (field: string | null, editing: boolean) => ({
      type: 'presence' as const,
      itemId,
      contentTypeId: type.id,
      field,
      editing,
      idle: false,
    })
    onA.send(presence('body', true))
    onB.send(presence(null, false))
    const both = (client: LiveClient) =>
      client.next('presence', (m) => m.itemId === itemId && m.people.length === 2)
    for (const seen of [await both(onA), await both(onB)]) {
      expect(seen.people.map((p) => p.name).sort()).toEqual(['Demo Admin', 'Demo Editor'])
      expect(seen.people.find((p) => p.name === 'Demo Editor')).toMatchObject({
        field: 'body',
        editing: true,
      })
    }
    // A takeover on B: the newer claim holds the field on both instances.
    onB.send(presence('body', true))
    const taken = await onA.next('presence', (m) => {
      const admin = m.people.find((p) => p.name === 'Demo Admin')
      const editor = m.people.find((p) => p.name === 'Demo Editor')
      return Boolean(admin?.editing && editor && admin.lockedAt! > editor.lockedAt!)
    })
    expect(taken.itemId).toBe(itemId)
    // The tab on A closes: B sees only its own person left.
    onA.close()
    await onB.next('presence', (m) => m.itemId === itemId && m.people.length === 1)
  })

  it('closes a suspended user’s socket on the other instance', async () => {
    const user = await createTestUser(a.server, 'suspended-elsewhere@example.com', {
      role: 'editor',
    })
    const { session } = await signedInClient(a.server, user)
    const client = await openLiveClient(b.server, session.access_token)
    const res = await a.call('admin', 'PATCH', `/users/${user.id}`, { status: 'suspended' })
    expect(res.status).toBe(200)
    expect((await client.closed).code).toBe(4003)
  })
})
