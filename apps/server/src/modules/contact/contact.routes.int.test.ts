import { contactMessages } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createTestInstallation,
  dialectUnderTest,
  jsonBody,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../test/test-server.js'
import { listContactMessages } from './contact.repository.js'

describe(`POST /api/v1/contact-messages on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation)
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('stores a valid message, trimmed, and returns it with 201', async () => {
    const res = await server.request(
      '/api/v1/contact-messages',
      jsonBody({
        name: '  Ada Lovelace ',
        email: 'ada@example.com',
        message: 'Do you support Markdown?',
      }),
    )
    expect(res.status).toBe(201)
    const { data } = res.body as { data: { id: string; createdAt: string } }
    expect(data).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' })

    const stored = await listContactMessages(server.app.database.db)
    expect(stored).toContainEqual({
      id: data.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Do you support Markdown?',
      createdAt: data.createdAt,
    })
  })

  it('rejects missing and invalid fields with every problem listed, storing nothing', async () => {
    const before = await listContactMessages(server.app.database.db)
    const res = await server.request(
      '/api/v1/contact-messages',
      jsonBody({ name: '   ', email: 'not-an-email' }),
    )
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: {
        code: 'validation_failed',
        message: contactMessages.nameRequired,
        details: [
          { path: 'name', message: contactMessages.nameRequired },
          { path: 'email', message: contactMessages.emailInvalid },
          { path: 'message', message: contactMessages.messageRequired },
        ],
      },
    })
    expect(await listContactMessages(server.app.database.db)).toHaveLength(before.length)
  })

  it('rejects an overlong message', async () => {
    const res = await server.request(
      '/api/v1/contact-messages',
      jsonBody({ name: 'Ann', email: 'ann@example.com', message: 'x'.repeat(5001) }),
    )
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: { message: contactMessages.messageTooLong } })
  })

  it('limits how many messages one client may send per minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await server.request(
        '/api/v1/contact-messages',
        jsonBody({ name: 'Bot', email: 'bot@example.com', message: `spam ${i}` }),
      )
      statuses.push(res.status)
      if (res.status === 429) {
        expect(res.body).toMatchObject({ error: { code: 'rate_limited' } })
        expect(res.headers.get('retry-after')).toBeTruthy()
      }
    }
    expect(statuses).toContain(429)
  })
})
