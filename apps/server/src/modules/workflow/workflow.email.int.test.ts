import type { AddressInfo } from 'node:net'

import type { ContentItem, MyNotificationSettings, NotificationList } from '@folio/schema'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closedPort } from '../../test/closed-port.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

interface Captured {
  to: string[]
  raw: string
}

/** A local SMTP server that keeps what it receives. */
async function startSmtpCapture() {
  const received: Captured[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}

/** A port nothing listens on: sending mail there fails at once. */
async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find()
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 40))
  }
  throw new Error('timed out')
}

/** Quoted-printable soft breaks and escapes undone, so the text can be searched. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** An editor's new item, submitted for the demo admin's review. */
async function submitForAdmin(api: ContentApi, title: string) {
  const type = await createType(api, 'Note', [])
  const admin = await api.server.app.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.folio.dev')
    .executeTakeFirstOrThrow()
  const item = await api.call<{ data: ContentItem }>(
    'editor',
    'POST',
    `/content/${type.slug}/items`,
    {
      title,
    },
  )
  const res = await api.call('editor', 'POST', `/workflow/items/${item.body.data.id}/submit`, {
    assignedTo: admin.id,
    notes: 'Before Friday',
  })
  return { item: item.body.data, status: res.status }
}

describe(`workflow emails over SMTP on ${dialectUnderTest}`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let api: ContentApi

  beforeAll(async () => {
    smtp = await startSmtpCapture()
    api = await startContentApi({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Folio <folio@folio.test>',
      SITE_URL: 'https://cms.example.com',
    })
  })
  afterAll(async () => {
    await api.close()
    await smtp.close()
  })

  it('emails the reviewer a short notice with a link to the item', async () => {
    const { item, status } = await submitForAdmin(api, 'Mailed post')
    expect(status).toBe(200)
    const mail = await waitFor(() =>
      smtp.received.find((m) => m.to.includes('admin@demo.folio.dev')),
    )
    const text = decodeQuotedPrintable(mail.raw)
    expect(text).toContain('Before Friday')
    expect(text).toContain(`https://cms.example.com/workflow?item=${item.id}`)
    // The subject names the item (encoded, as it has curly quotes).
    expect(text).toMatch(/^Subject: /m)
    expect(smtp.received.some((m) => m.to.includes('editor@demo.folio.dev'))).toBe(false)
  })

  it("follows each person's own switches: email off for one, in-app still on", async () => {
    const mine = await api.call<{ data: MyNotificationSettings }>(
      'admin',
      'PUT',
      '/profile/notification-settings',
      { assignment: { email: false } },
    )
    expect(mine.status).toBe(200)
    expect(mine.body.data).toMatchObject({
      custom: true,
      settings: { assignment: { inApp: true, email: false }, comment: { email: true } },
      defaults: { assignment: { email: true } },
    })
    // Others still follow the installation's defaults.
    const theirs = await api.call<{ data: MyNotificationSettings }>(
      'editor',
      'GET',
      '/profile/notification-settings',
    )
    expect(theirs.body.data).toMatchObject({
      custom: false,
      settings: { assignment: { email: true } },
    })

    const before = smtp.received.length
    const { status } = await submitForAdmin(api, 'Quiet post')
    expect(status).toBe(200)
    const inbox = await api.call<NotificationList>('admin', 'GET', '/notifications')
    expect(inbox.body.data[0]?.message).toBe('Demo Editor asked you to review “Quiet post”')
    // Give a mail the time to arrive, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.received.slice(before).some((m) => m.to.includes('admin@demo.folio.dev'))).toBe(
      false,
    )

    const reset = await api.call<{ data: MyNotificationSettings }>(
      'admin',
      'DELETE',
      '/profile/notification-settings',
    )
    expect(reset.body.data).toMatchObject({
      custom: false,
      settings: { assignment: { email: true } },
    })
    await submitForAdmin(api, 'Loud post')
    await waitFor(() =>
      smtp.received.slice(before).find((m) => m.to.includes('admin@demo.folio.dev')),
    )
  })
})

describe(`workflow emails when the mail server is down, on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` })
  })
  afterAll(async () => {
    await api.close()
  })

  it('still makes the transition and the in-app notification', async () => {
    const { status } = await submitForAdmin(api, 'Unmailed post')
    expect(status).toBe(200)
    const inbox = await api.call<NotificationList>('admin', 'GET', '/notifications')
    expect(inbox.body.data[0]?.message).toBe('Demo Editor asked you to review “Unmailed post”')
  })
})
