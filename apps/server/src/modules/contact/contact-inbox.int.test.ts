import {
  apiKeyMessages,
  contactMessages,
  permissionMessages,
  type ApiErrorBody,
  type InboxMessage,
  type InboxPage,
  type NotificationList,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { latestMail } from '../../test/auth-helpers.js'
import { closedPort } from '../../test/closed-port.js'
import { startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest, jsonBody } from '../../test/test-server.js'
import { listOutboxMessages } from '../mail/mail-outbox.repository.js'
import { listContactMessages } from './contact.repository.js'

const ADMIN_EMAIL = 'admin@demo.folio.dev'

async function send(api: ContentApi, body: Record<string, string>): Promise<{ id: string }> {
  const res = await api.server.request('/api/v1/contact-messages', jsonBody(body))
  expect(res.status).toBe(201)
  return (res.body as { data: { id: string } }).data
}

async function inbox(api: ContentApi, query = ''): Promise<InboxPage> {
  const res = await api.call<InboxPage>('admin', 'GET', `/contact-messages${query}`)
  expect(res.status).toBe(200)
  return res.body
}

async function adminNotifications(api: ContentApi): Promise<NotificationList> {
  return (await api.call<NotificationList>('admin', 'GET', '/notifications')).body
}

describe(`the contact inbox on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let first: { id: string }

  beforeAll(async () => {
    api = await startContentApi()
    first = await send(api, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Visit <b>http://spam.example.com</b>\nSecond line',
    })
  })
  afterAll(async () => {
    await api.close()
  })

  it('lists a new message unread for admins, exactly as it was written', async () => {
    const page = await inbox(api)
    expect(page.meta).toMatchObject({ page: 1, total: 1, unread: 1 })
    expect(page.data[0]).toMatchObject({
      id: first.id,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Visit <b>http://spam.example.com</b>\nSecond line',
      read: false,
      readAt: null,
    })
    const count = await api.call<{ data: { unread: number } }>(
      'admin',
      'GET',
      '/contact-messages/unread-count',
    )
    expect(count.body.data.unread).toBe(1)
  })

  it('tells each admin in the app and by email, and no one else', async () => {
    const notice = (await adminNotifications(api)).data.find((n) => n.kind === 'contact_message')
    expect(notice).toMatchObject({
      message: contactMessages.notification('Grace Hopper'),
      link: `/inbox?message=${first.id}`,
      read: false,
    })
    expect(notice?.details).toContain('grace@example.com')
    const editor = await api.call<NotificationList>('editor', 'GET', '/notifications')
    expect(editor.body.data.some((n) => n.kind === 'contact_message')).toBe(false)

    const mail = await latestMail(api.server, ADMIN_EMAIL, 'contact_notification')
    expect(mail.subject).toBe(contactMessages.notification('Grace Hopper'))
    expect(mail.text).toContain(`/inbox?message=${first.id}`)
    // The visitor's text is quoted as text: markup is escaped and links are not made links.
    expect(mail.text).toContain('Visit <b>http://spam.example.com</b>')
    expect(mail.html).toContain('http://spam.example.com')
    expect(mail.html).not.toContain('<b>')
    expect(mail.html).not.toContain('href="http://spam')
    const others = await listOutboxMessages(api.server.app.database.db, {
      to: 'editor@demo.folio.dev',
    })
    expect(others.some((m) => m.kind === 'contact_notification')).toBe(false)
  })

  it('marks a message read and unread again, for every admin', async () => {
    const read = await api.call<{ data: InboxMessage }>(
      'admin',
      'PATCH',
      `/contact-messages/${first.id}`,
      { read: true },
    )
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({ id: first.id, read: true })
    expect(read.body.data.readAt).toBeTruthy()
    // Reading it again keeps the first reading's time.
    const again = await api.call<{ data: InboxMessage }>(
      'admin',
      'PATCH',
      `/contact-messages/${first.id}`,
      { read: true },
    )
    expect(again.body.data.readAt).toBe(read.body.data.readAt)
    expect((await inbox(api)).meta.unread).toBe(0)

    const unread = await api.call<{ data: InboxMessage }>(
      'admin',
      'PATCH',
      `/contact-messages/${first.id}`,
      { read: false },
    )
    expect(unread.body.data).toMatchObject({ read: false, readAt: null })
    expect((await inbox(api)).meta.unread).toBe(1)
  })

  it('pages newest first without repeats, and keeps only the unread ones on request', async () => {
    const second = await send(api, { name: 'Ann', email: 'ann@example.com', message: 'Two' })
    const third = await send(api, { name: 'Bob', email: 'bob@example.com', message: 'Three' })
    await api.call('admin', 'PATCH', `/contact-messages/${second.id}`, { read: true })

    const one = await inbox(api, '?pageSize=2')
    const two = await inbox(api, '?pageSize=2&page=2')
    expect(one.meta).toMatchObject({ total: 3, unread: 2, pageSize: 2 })
    expect([...one.data, ...two.data].map((m) => m.id)).toEqual([third.id, second.id, first.id])

    const unreadOnly = await inbox(api, '?unread=true')
    expect(unreadOnly.data.map((m) => m.id)).toEqual([third.id, first.id])
    expect(unreadOnly.meta.total).toBe(2)

    const bad = await api.call<ApiErrorBody>('admin', 'GET', '/contact-messages?page=0')
    expect(bad.status).toBe(400)
  })

  it('deletes a message for good, and answers 404 for one that is gone', async () => {
    const doomed = await send(api, { name: 'Cy', email: 'cy@example.com', message: 'Delete me' })
    const res = await api.call('admin', 'DELETE', `/contact-messages/${doomed.id}`)
    expect(res.status).toBe(204)
    expect((await inbox(api)).data.map((m) => m.id)).not.toContain(doomed.id)
    for (const method of ['DELETE', 'PATCH', 'GET'] as const) {
      const gone = await api.call<ApiErrorBody>(
        'admin',
        method,
        `/contact-messages/${doomed.id}`,
        method === 'PATCH' ? { read: true } : undefined,
      )
      expect(gone.status, method).toBe(404)
      expect(gone.body.error).toEqual({ code: 'not_found', message: contactMessages.notFound })
    }
  })

  it('refuses editors and viewers with 403 and changes nothing', async () => {
    const before = await inbox(api)
    for (const role of ['editor', 'viewer'] as const) {
      const refusal = {
        error: { code: 'forbidden', message: permissionMessages.roleRequired('admin', role) },
      }
      const calls = [
        await api.call(role, 'GET', '/contact-messages'),
        await api.call(role, 'GET', '/contact-messages/unread-count'),
        await api.call(role, 'GET', `/contact-messages/${first.id}`),
        await api.call(role, 'PATCH', `/contact-messages/${first.id}`, { read: true }),
        await api.call(role, 'DELETE', `/contact-messages/${first.id}`),
      ]
      for (const res of calls) {
        expect(res.status).toBe(403)
        expect(res.body).toEqual(refusal)
      }
    }
    expect(await inbox(api)).toEqual(before)
  })

  it('refuses anonymous callers and API keys with 401', async () => {
    const anonymous = await api.call<ApiErrorBody>(null, 'GET', '/contact-messages')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error.code).toBe('unauthorized')
    for (const scope of ['read', 'read_write'] as const) {
      const key = await createApiKey(api, scope)
      for (const [method, path] of [
        ['GET', '/contact-messages'],
        ['DELETE', `/contact-messages/${first.id}`],
      ] as const) {
        const res = await callWithKey(api.server, key.secret, path, { method })
        expect(res.status, `${scope} ${method}`).toBe(401)
        expect(res.body).toEqual({
          error: { code: 'unauthorized', message: apiKeyMessages.notForKeys },
        })
      }
    }
    expect((await inbox(api)).data.map((m) => m.id)).toContain(first.id)
  })

  it('keeps nothing from a form whose hidden field was filled, and tells no one', async () => {
    const before = await inbox(api)
    const notices = (await adminNotifications(api)).data.length
    const res = await api.server.request(
      '/api/v1/contact-messages',
      jsonBody({ name: 'Bot', email: 'bot@example.com', message: 'Buy now', website: 'x.com' }),
    )
    expect(res.status).toBe(201)
    expect((await inbox(api)).meta.total).toBe(before.meta.total)
    expect((await adminNotifications(api)).data.length).toBe(notices)
  })
})

describe(`contact notifications and the admins' switches on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi()
  })
  afterAll(async () => {
    await api.close()
  })

  it('sends no email when contact emails are switched off, and keeps the in-app notice', async () => {
    const saved = await api.call('admin', 'PUT', '/settings/notifications', {
      contact_message: { email: false },
    })
    expect(saved.status).toBe(200)
    const { id } = await send(api, { name: 'Dee', email: 'dee@example.com', message: 'Hi' })
    const notices = (await adminNotifications(api)).data
    expect(notices.some((n) => n.link === `/inbox?message=${id}`)).toBe(true)
    // The in-app notice is written before the answer; an email would be queued with it.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const mails = await listOutboxMessages(api.server.app.database.db, { to: ADMIN_EMAIL })
    expect(mails.some((m) => m.kind === 'contact_notification')).toBe(false)
  })
})

describe(`a contact message when the mail server is down, on ${dialectUnderTest}`, () => {
  it('is still stored, answered 201 and in the admins’ notifications', async () => {
    const api = await startContentApi({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` })
    try {
      const { id } = await send(api, { name: 'Eve', email: 'eve@example.com', message: 'Hello' })
      const stored = await listContactMessages(api.server.app.database.db)
      expect(stored.map((m) => m.id)).toEqual([id])
      const notices = (await adminNotifications(api)).data
      expect(notices.some((n) => n.link === `/inbox?message=${id}`)).toBe(true)
    } finally {
      await api.close()
    }
  })
})
