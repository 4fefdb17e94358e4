import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from './test/test-server.js'

describe(`API basics on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { BODY_LIMIT_BYTES: '2048' })
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('reports health with the database reachable', async () => {
    const res = await server.request('/api/v1/health')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      data: { status: 'ok', database: 'up', dialect: dialectUnderTest },
    })
  })

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await server.request('/api/v1/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Ann",',
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
    })
  })

  it('answers a body that is not an object with 400 validation_failed', async () => {
    const res = await server.request('/api/v1/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1, 2]',
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error: { code: 'validation_failed', message: 'The request body must be a JSON object' },
    })
  })

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
    'answers a %s body with 415 unsupported_media_type',
    async (contentType) => {
      const res = await server.request('/api/v1/contact-messages', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: 'name=Ann',
      })
      expect(res.status).toBe(415)
      expect(res.body).toMatchObject({ error: { code: 'unsupported_media_type' } })
    },
  )

  it('answers an oversized body with 413 payload_too_large and stores nothing', async () => {
    const res = await server.request('/api/v1/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', message: 'x'.repeat(4096) }),
    })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ error: { code: 'payload_too_large' } })
    const stored = await server.app.database.db
      .selectFrom('contact_messages')
      .select('id')
      .execute()
    expect(stored).toHaveLength(0)
  })

  it.each([
    ['GET', '/api/v1/no-such-thing'],
    ['POST', '/api/v1/health'],
    ['GET', '/api/unversioned'],
    ['DELETE', '/api/v1/contact-messages'],
  ])('answers %s %s with a JSON 404', async (method, urlPath) => {
    const res = await server.request(urlPath, { method })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.body).toEqual({
      error: { code: 'not_found', message: `No route ${method} ${urlPath}` },
    })
  })

  it('sets security headers on API responses', async () => {
    const res = await server.request('/api/v1/health')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})

describe(`health when the database is down (${dialectUnderTest})`, () => {
  it('answers 503 service_unavailable once the database stops answering', async () => {
    const installation = await createTestInstallation()
    const server = await startTestServer(installation)
    try {
      expect((await server.request('/api/v1/health')).status).toBe(200)
      // Losing the database connection under a running server is what an outage looks like.
      await server.app.database.db.destroy()
      const res = await server.request('/api/v1/health')
      expect(res.status).toBe(503)
      expect(res.body).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'The database is unreachable',
          details: [{ path: 'database', message: 'down' }],
        },
      })
    } finally {
      await server.close().catch(() => {})
      await installation.destroy()
    }
  })
})
