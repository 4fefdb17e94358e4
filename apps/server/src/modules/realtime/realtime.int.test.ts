import { realtimeCloseCodes, type ContentItem } from '@folio/schema'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createTestUser, signedInClient } from '../../test/auth-helpers.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ItemBody,
} from '../../test/content-fixtures.js'
import {
  demoToken,
  openLiveClient,
  openSocket,
  settle,
  type LiveClient,
} from '../../test/live-socket.js'
import { pngBytes, uploadForm } from '../../test/media-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

describe(`the live channel on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: { id: string; slug: string }
  const tokens = {} as Record<'admin' | 'editor' | 'viewer', string>
  const open: LiveClient[] = []

  beforeAll(async () => {
    api = await startContentApi({ REALTIME_CONNECTIONS_PER_USER: '3' })
    type = await createType(api, 'Story', [{ name: 'body', type: 'text' }])
    // Viewers read content, but not this type's (Settings → Permissions).
    const none = { view: false, create: false, edit: false, delete: false, publish: false }
    const saved = await api.call('admin', 'PUT', '/settings/permissions', {
      roles: {
        editor: {
          content: { view: true, create: true, edit: true, delete: true, publish: true },
          contentTypes: {},
          media: { view: true, upload: true, delete: true },
          navigation: { view: true, edit: true },
          workflow: { view: true, review: true },
        },
        viewer: {
          content: { ...none, view: true },
          contentTypes: { [type.id]: none },
          media: { view: true, upload: false, delete: false },
          navigation: { view: true, edit: false },
          workflow: { view: true, review: false },
        },
      },
    })
    expect(saved.status).toBe(200)
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      tokens[role] = await demoToken(api.server, role)
    }
  })
  afterEach(() => {
    for (const client of open.splice(0)) client.close()
  })
  afterAll(async () => {
    await api.close()
  })

  async function live(role: keyof typeof tokens) {
    const client = await openLiveClient(api.server, tokens[role])
    open.push(client)
    return client
  }

  async function createItem(title: string, status = 'draft') {
    const res = await api.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
      title,
      status,
      data: {},
    })
    expect(res.status).toBe(201)
    return res.body.data
  }

  it('closes a socket whose first message is not a valid sign-in', async () => {
    const early = await openSocket(api.server)
    early.send({
      type: 'presence',
      itemId: null,
      contentTypeId: null,
      field: null,
      editing: false,
      idle: false,
    })
    expect((await early.closed).code).toBe(realtimeCloseCodes.unauthorized)

    const forged = await openSocket(api.server)
    forged.send({ type: 'auth', token: 'not.a.token' })
    expect(await forged.closed).toMatchObject({ code: realtimeCloseCodes.unauthorized })
    expect(forged.messages.at(-1)).toMatchObject({ type: 'error', code: 4001 })

    const garbled = await openSocket(api.server)
    garbled.send('{"type":')
    expect((await garbled.closed).code).toBe(realtimeCloseCodes.badMessage)
  })

  it('tells whoever may read the type of a change, with who made it, and no one else', async () => {
    const [admin, editor, viewer] = await Promise.all([
      live('admin'),
      live('editor'),
      live('viewer'),
    ])
    const item = await createItem('Hello live')
    for (const client of [admin, editor]) {
      const { event } = await client.next('event', (m) => m.event.itemId === item.id)
      expect(event).toMatchObject({
        topic: 'content',
        action: 'created',
        contentTypeId: type.id,
        version: item.version,
        actor: { name: 'Demo Editor' },
      })
    }
    // The viewer may not read this type: they hear nothing of it, not even over the REST API.
    await settle()
    expect(viewer.messages.filter((m) => m.type === 'event')).toEqual([])
    expect((await api.call('viewer', 'GET', `/content/${type.slug}/items/${item.id}`)).status).toBe(
      403,
    )

    // Menus they may see: a new menu reaches them.
    const menu = await api.call('editor', 'POST', '/menus', { name: 'Live footer' })
    expect(menu.status).toBe(201)
    const { event } = await viewer.next('event', (m) => m.event.topic === 'menu')
    expect(event.actor).toMatchObject({ name: 'Demo Editor' })
  })

  it('replays what a reconnecting tab missed, and asks for a resync when it cannot', async () => {
    const first = await live('editor')
    const ready = await first.next('ready')
    first.close()
    const missed = await createItem('Missed while away')

    const back = await openSocket(api.server)
    open.push(back)
    back.send({ type: 'auth', token: tokens.editor, since: { epoch: ready.epoch, seq: ready.seq } })
    const { event } = await back.next('event', (m) => m.event.itemId === missed.id)
    expect(event.action).toBe('created')

    const stranger = await openSocket(api.server)
    open.push(stranger)
    stranger.send({ type: 'auth', token: tokens.editor, since: { epoch: 'another-run', seq: 3 } })
    await stranger.next('resync')
  })

  it('shows who is on an item and which field they hold, and drops them when they leave', async () => {
    const item: ContentItem = await createItem('Shared draft')
    const [admin, editor] = await Promise.all([live('admin'), live('editor')])
    editor.send({
      type: 'presence',
      itemId: item.id,
      contentTypeId: type.id,
      field: 'body',
      editing: true,
      idle: false,
    })
    const seen = await admin.next(
      'presence',
      (m) => m.itemId === item.id && m.people.some((p) => p.editing),
    )
    expect(seen.people).toEqual([
      expect.objectContaining({ name: 'Demo Editor', field: 'body', editing: true, idle: false }),
    ])
    editor.close()
    await admin.next('presence', (m) => m.itemId === item.id && m.people.length === 0)
  })

  it('closes the sockets of a user who is suspended', async () => {
    const user = await createTestUser(api.server, 'suspend-me@example.com', { role: 'editor' })
    const { session } = await signedInClient(api.server, user)
    const client = await openLiveClient(api.server, session.access_token)
    const res = await api.call('admin', 'PATCH', `/users/${user.id}`, { status: 'suspended' })
    expect(res.status).toBe(200)
    expect(await client.closed).toMatchObject({ code: realtimeCloseCodes.forbidden })
    // Nor can the suspended account sign a new socket in.
    const again = await openSocket(api.server)
    again.send({ type: 'auth', token: session.access_token })
    expect((await again.closed).code).toBe(realtimeCloseCodes.unauthorized)
  })

  it('limits sockets per user and the size of messages', async () => {
    const user = await createTestUser(api.server, 'many-tabs@example.com', { role: 'editor' })
    const { session } = await signedInClient(api.server, user)
    const tabs = []
    for (let i = 0; i < 3; i++) tabs.push(await openLiveClient(api.server, session.access_token))
    open.push(...tabs)
    const fourth = await openSocket(api.server)
    fourth.send({ type: 'auth', token: session.access_token })
    expect((await fourth.closed).code).toBe(realtimeCloseCodes.overLimit)

    tabs[0]!.send(Buffer.alloc(20_000, 'a').toString())
    expect((await tabs[0]!.closed).code).toBe(1009)
  })

  it('tells the media library of uploads, the workflow board of reviews, and the bell only its owner', async () => {
    const [admin, viewer] = await Promise.all([live('admin'), live('viewer')])
    const adminId = admin.messages.find((m) => m.type === 'ready')?.userId
    expect(adminId).toBeTruthy()

    const uploaded = await api.server.request('/api/v1/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.editor}` },
      body: uploadForm([{ name: 'live.png', bytes: await pngBytes() }]),
    })
    expect(uploaded.status).toBe(201)
    const media = await viewer.next('event', (m) => m.event.topic === 'media')
    expect(media.event).toMatchObject({ action: 'created', actor: { name: 'Demo Editor' } })

    // A review request for the admin: the board changes for everyone who sees it, and only
    // the admin's bell rings.
    const item = await createItem('Please review')
    const submitted = await api.call('editor', 'POST', `/workflow/items/${item.id}/submit`, {
      assignedTo: adminId,
    })
    expect(submitted.status).toBe(200)
    for (const client of [admin, viewer]) {
      const { event } = await client.next('event', (m) => m.event.topic === 'workflow')
      expect(event.actor).toMatchObject({ name: 'Demo Editor' })
    }
    await admin.next('event', (m) => m.event.topic === 'notification')
    await settle()
    expect(
      viewer.messages.some((m) => m.type === 'event' && m.event.topic === 'notification'),
    ).toBe(false)
  })
})
