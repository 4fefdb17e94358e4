import { randomUUID } from 'node:crypto'

import type { ContentItem } from '@folio/schema'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authClient } from '../../test/auth-helpers.js'
import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { collabClient, eventually, synced, type CollabClient } from '../../test/collab-fixtures.js'
import {
  createType,
  signedInApi,
  type ContentApi,
  type ItemBody,
  type VersionListBody,
} from '../../test/content-fixtures.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../test/test-server.js'

/** How long a change may take to reach the other instance's editors. */
const CROSS_INSTANCE_MS = 15_000

const REDIS = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `collab-${randomUUID()}:` }

async function tokenOf(server: TestServer, role: 'admin' | 'editor' | 'viewer') {
  const { data } = await authClient(server).signInWithPassword({
    email: `${role}@demo.folio.dev`,
    password: DEMO_PASSWORD,
  })
  return data.session!.access_token
}

/** Two instances of one installation sharing Redis, as two processes behind a load balancer. */
describe(`co-editing rich text on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let first: ContentApi
  let second: ContentApi
  let type: { id: string; slug: string }
  const clients: CollabClient[] = []
  const open = async (server: TestServer, token: string, itemId: string) => {
    const client = collabClient(server, token, itemId)
    clients.push(client)
    await synced(client)
    return client
  }
  const newItem = async (body: string) => {
    const res = await first.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
      title: `Notes ${randomUUID().slice(0, 6)}`,
      status: 'draft',
      data: { body },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data
  }

  beforeAll(async () => {
    installation = await createTestInstallation()
    first = await signedInApi(await startTestServer(installation, { FOLIO_DEMO: 'true', ...REDIS }))
    second = await signedInApi(
      await startTestServer(installation, { FOLIO_DEMO: 'true', ...REDIS }),
    )
    type = await createType(first, 'Notes', [{ name: 'body', type: 'rich-text' }])
  })

  afterAll(async () => {
    for (const client of clients) client.leave()
    await first?.close()
    await second?.close()
    await installation?.destroy()
  })

  it('lets two editors type in one field together and a third on another instance see it', async () => {
    const item = await newItem('<p></p>')
    const editor = await tokenOf(first.server, 'editor')
    const admin = await tokenOf(first.server, 'admin')
    const a = await open(first.server, editor, item.id)
    const b = await open(first.server, admin, item.id)
    expect(a.version()).toBe(item.version)

    a.type('body', 'Hello')
    await eventually(() => b.text('body') === 'Hello', 'the second editor to see the first')
    // Both type at the same moment, neither waiting for the other.
    a.type('body', ' from A.')
    b.type('body', ' And B.')
    await eventually(
      () => a.text('body') === b.text('body') && a.text('body').length === 20,
      'both to converge',
    )
    expect(a.text('body')).toMatch(/^Hello( from A\. And B\.| And B\. from A\.)$/)

    const c = await open(second.server, await tokenOf(second.server, 'editor'), item.id)
    // Across instances every change is a round trip through Redis and both servers: on a CI
    // machine running other suites beside this one, that has taken more than five seconds.
    await eventually(
      () => c.text('body') === a.text('body'),
      'the other instance to see the text',
      CROSS_INSTANCE_MS,
    )
    c.type('body', '!')
    await eventually(
      () => a.text('body').endsWith('!'),
      'the first instance to see the third',
      CROSS_INSTANCE_MS,
    )
  }, 60_000)

  it('brings an instance up to date after it missed a change on the way through Redis', async () => {
    const item = await newItem('<p></p>')
    const a = await open(first.server, await tokenOf(first.server, 'editor'), item.id)
    const c = await open(second.server, await tokenOf(second.server, 'editor'), item.id)
    a.type('body', 'Before')
    await eventually(() => c.text('body') === 'Before', 'the other instance', CROSS_INSTANCE_MS)

    // Both instances' subscriptions drop, as on a network blip: ioredis subscribes again at
    // once, but what is published meanwhile reaches nobody.
    const redis = new Redis(REDIS.REDIS_URL)
    try {
      const subscribers = String(await redis.call('CLIENT', 'LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${REDIS.REDIS_KEY_PREFIX}collab `))
        .filter((line) => !line.includes(' sub=0 '))
        .map((line) => /\bid=(\d+)/.exec(line)![1]!)
      expect(subscribers).toHaveLength(2)
      for (const id of subscribers) await redis.call('CLIENT', 'KILL', 'ID', id)
    } finally {
      redis.disconnect()
    }
    a.type('body', ' and after')

    await eventually(
      () => c.text('body') === 'Before and after',
      'the change that Redis lost',
      CROSS_INSTANCE_MS,
    )
  }, 60_000)

  it('refuses a token that is not a live session, and a viewer', async () => {
    const item = await newItem('<p>Secret draft</p>')
    const stranger = collabClient(first.server, 'not-a-token', item.id)
    clients.push(stranger)
    expect(await stranger.refused).toMatch(/session has expired/)
    const viewer = collabClient(first.server, await tokenOf(first.server, 'viewer'), item.id)
    clients.push(viewer)
    expect(await viewer.refused).toMatch(/cannot edit this item/)
    expect(viewer.text('body')).toBe('')
  })

  it('keeps typed text across a restart, and a save makes exactly one version', async () => {
    const installation2 = await createTestInstallation()
    try {
      let server = await startTestServer(installation2, { FOLIO_DEMO: 'true' })
      let api = await signedInApi(server)
      const notes = await createType(api, 'Notes', [{ name: 'body', type: 'rich-text' }])
      const created = await api.call<ItemBody>('editor', 'POST', `/content/${notes.slug}/items`, {
        title: 'Restart',
        status: 'draft',
        data: { body: '<p></p>' },
      })
      const item = created.body.data
      const writer = collabClient(server, await tokenOf(server, 'editor'), item.id)
      await synced(writer)
      writer.type('body', 'Typed before the restart')
      // The change reaches the server, then the server stops before its debounced store.
      await new Promise((resolve) => setTimeout(resolve, 200))
      await server.close()
      writer.leave()

      server = await startTestServer(installation2, { FOLIO_DEMO: 'true' })
      api = await signedInApi(server)
      const reader = collabClient(server, await tokenOf(server, 'editor'), item.id)
      await synced(reader)
      expect(reader.text('body')).toBe('Typed before the restart')

      // Save sends the HTML with the version the edit started from: one new version.
      const before = await api.call<VersionListBody>(
        'editor',
        'GET',
        `/content/${notes.slug}/items/${item.id}/versions`,
      )
      const saved = await api.call<ItemBody>(
        'editor',
        'PUT',
        `/content/${notes.slug}/items/${item.id}`,
        {
          title: 'Restart',
          status: 'draft',
          data: { body: '<p>Typed before the restart</p>' },
          version: item.version,
        },
      )
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      const after = await api.call<VersionListBody>(
        'editor',
        'GET',
        `/content/${notes.slug}/items/${item.id}/versions`,
      )
      expect(after.body.data.length).toBe(before.body.data.length + 1)
      reader.leave()
      await server.close()
    } finally {
      await installation2.destroy()
    }
  })

  it('starts again from the item when it changed while nobody had it open', async () => {
    const item = await newItem('<p></p>')
    const token = await tokenOf(first.server, 'editor')
    const writer = await open(first.server, token, item.id)
    writer.type('body', 'Unsaved words')
    await eventually(() => writer.provider.unsyncedChanges === 0, 'the change to reach the server')
    writer.leave()
    // Everyone left: the document is stored. Then the item is changed through the API.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const res = await first.call<ItemBody>(
      'admin',
      'PUT',
      `/content/${type.slug}/items/${item.id}`,
      {
        title: item.title,
        status: 'draft',
        data: { body: '<p>Rewritten by a script</p>' },
        version: item.version,
      },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const changed: ContentItem = res.body.data
    // Past Redis' unload delay, so the next join loads the document afresh.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const again = await open(first.server, token, item.id)
    expect(again.version()).toBe(changed.version)
    expect(again.text('body')).toBe('')
  })

  it('closes the connection of an editor who becomes a viewer', async () => {
    const item = await newItem('<p></p>')
    const { data } = await authClient(first.server).signInWithPassword({
      email: 'editor@demo.folio.dev',
      password: DEMO_PASSWORD,
    })
    const editor = await open(first.server, data.session!.access_token, item.id)
    const userId = data.session!.user.id
    const demoted = await first.call('admin', 'PATCH', `/users/${userId}`, { role: 'viewer' })
    expect(demoted.status).toBe(200)
    try {
      await editor.closed
      // Its provider tries again, as after any drop, and is refused now.
      expect(await editor.refused).toMatch(/cannot edit this item/)
    } finally {
      await first.call('admin', 'PATCH', `/users/${userId}`, { role: 'editor' })
    }
  })
})
