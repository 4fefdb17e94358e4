import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../test/test-server.js'

interface Captured {
  from: string
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
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
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

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const found = find()
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 40))
  }
  throw new Error('timed out')
}

/** Quoted-printable soft breaks and escapes undone, so links can be searched for. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

describe(`email over SMTP on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>

  beforeAll(async () => {
    smtp = await startSmtpCapture()
    installation = await createTestInstallation()
    server = await startTestServer(installation, {
      FOLIO_DEMO: 'false',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Folio Test <auth@folio.test>',
    })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
    await smtp.close()
  })

  it('delivers the confirmation email, whose code signs the user in', async () => {
    await authClient(server).signUp({ email: 'smtp@example.com', password: TEST_PASSWORD })
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('smtp@example.com')))
    expect(mail.from).toBe('auth@folio.test')
    const text = decodeQuotedPrintable(mail.raw)
    expect(text).toContain('Subject: Confirm your Folio account')
    expect(text).toContain('/auth/v1/verify?token=')
    const code = /code: (\d{6})/.exec(text)![1]!
    const { error } = await authClient(server).verifyOtp({
      email: 'smtp@example.com',
      token: code,
      type: 'signup',
    })
    expect(error).toBeNull()
  })

  it('sends a sign-in notice after a password sign-in, unless the user turned it off', async () => {
    await createTestUser(server, 'notify@example.com')
    await createTestUser(server, 'quiet@example.com', {
      userMetadata: { sign_in_notifications: false },
    })
    await authClient(server).signInWithPassword({
      email: 'quiet@example.com',
      password: TEST_PASSWORD,
    })
    await authClient(server).signInWithPassword({
      email: 'notify@example.com',
      password: TEST_PASSWORD,
    })
    const notice = await waitFor(() =>
      smtp.received.find((m) => m.to.includes('notify@example.com')),
    )
    const text = decodeQuotedPrintable(notice.raw)
    expect(text).toContain('New sign-in to your Folio account')
    expect(text).toContain('Location: Unknown')
    expect(smtp.received.some((m) => m.to.includes('quiet@example.com'))).toBe(false)
  })

  it('keeps the development mailbox closed and the outbox empty', async () => {
    expect((await server.request('/dev/mailbox')).status).toBe(404)
    expect((await server.request('/dev/mailbox/messages.json')).status).toBe(404)
    const rows = await server.app.database.db.selectFrom('mail_outbox').select('id').execute()
    expect(rows).toEqual([])
  })
})

describe(`the development mailbox on ${dialectUnderTest}`, () => {
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

  it('lists kept messages newest first and shows each with working links', async () => {
    await authClient(server).signUp({ email: 'first@example.com', password: TEST_PASSWORD })
    await authClient(server).resetPasswordForEmail('first@example.com')
    await authClient(server).signUp({ email: 'second@example.com', password: TEST_PASSWORD })

    const list = await server.request('/dev/mailbox')
    expect(list.status).toBe(200)
    expect(list.headers.get('content-type')).toContain('text/html')
    const html = list.body as string
    expect(html.indexOf('second@example.com')).toBeLessThan(html.indexOf('first@example.com'))

    const json = (await server.request('/dev/mailbox/messages.json?to=second@example.com'))
      .body as {
      data: { id: string; subject: string; links: string[]; code: string }[]
    }
    expect(json.data).toHaveLength(1)
    const [message] = json.data
    expect(message!.code).toMatch(/^\d{6}$/)

    const page = await server.request(`/dev/mailbox/${message!.id}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Confirm your Folio account')
    expect(page.body).toContain(message!.code)
    const opened = await openLink(server, message!.links[0]!)
    expect(opened.fragment.get('access_token')).toBeTruthy()
    expect((await latestMail(server, 'second@example.com', 'welcome')).subject).toBe(
      'Welcome to Folio',
    )
  })

  it('is not there in production', async () => {
    const production = await startTestServer(installation, {
      NODE_ENV: 'production',
      FOLIO_DEMO: 'false',
    })
    try {
      expect((await production.request('/dev/mailbox')).status).toBe(404)
    } finally {
      await production.close()
    }
  })
})
