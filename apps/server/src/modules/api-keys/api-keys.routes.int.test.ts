import {
  API_KEY_PREFIX,
  apiKeyMessages,
  type ApiKey,
  type ApiKeyWithSecret,
  type ApiSettings,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { hashSecret } from './api-key-secret.js'

describe(`API keys and API settings on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi()
  })
  afterAll(async () => {
    await api.close()
  })

  const listKeys = async () => {
    const res = await api.call<{ data: ApiKey[] }>('admin', 'GET', '/api-keys')
    expect(res.status).toBe(200)
    return res.body.data
  }
  const storedRow = (id: string) =>
    api.server.app.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
  const typesWith = (secret: string) => callWithKey(api.server, secret, '/content-types')

  it('shows the secret once, at creation, and stores only its hash', async () => {
    const res = await api.call<{ data: ApiKeyWithSecret }>('admin', 'POST', '/api-keys', {
      name: '  Website  ',
      scope: 'read_write',
    })
    expect(res.status).toBe(201)
    const key = res.body.data
    expect(key).toMatchObject({ name: 'Website', scope: 'read_write', lastUsedAt: null })
    expect(key.secret).toMatch(new RegExp(`^${API_KEY_PREFIX}[\\w-]{43}$`))
    expect(key.prefix).toBe(key.secret.slice(0, API_KEY_PREFIX.length + 8))
    expect(key.createdBy).toEqual(expect.any(String))

    const listed = (await listKeys()).find((k) => k.id === key.id)
    expect(listed).toEqual({
      id: key.id,
      name: 'Website',
      scope: 'read_write',
      prefix: key.prefix,
      createdAt: key.createdAt,
      createdBy: key.createdBy,
      lastUsedAt: null,
    })

    const row = await storedRow(key.id)
    expect(row!.secret_hash).toBe(hashSecret(key.secret))
    expect(Object.values(row!)).not.toContain(key.secret)
  })

  it('defaults to a read-only key and refuses a key without a name', async () => {
    const res = await api.call<{ data: ApiKey }>('admin', 'POST', '/api-keys', { name: 'Reader' })
    expect(res.body.data.scope).toBe('read')

    const bad = await api.call<ErrorBody>('admin', 'POST', '/api-keys', { name: ' ' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe(apiKeyMessages.nameRequired)
  })

  it('records when a key was last used', async () => {
    const key = await createApiKey(api)
    expect((await typesWith(key.secret)).status).toBe(200)
    const used = (await listKeys()).find((k) => k.id === key.id)!.lastUsedAt
    expect(used).not.toBeNull()
    // Within the minute a second use writes nothing.
    expect((await typesWith(key.secret)).status).toBe(200)
    expect((await storedRow(key.id))!.last_used_at).toBe(used)
  })

  it('regenerating gives a new secret and the old one stops working at once', async () => {
    const key = await createApiKey(api)
    expect((await typesWith(key.secret)).status).toBe(200)

    const res = await api.call<{ data: ApiKeyWithSecret }>(
      'admin',
      'POST',
      `/api-keys/${key.id}/regenerate`,
    )
    expect(res.status).toBe(200)
    const renewed = res.body.data
    expect(renewed.id).toBe(key.id)
    expect(renewed.secret).not.toBe(key.secret)
    expect(renewed.prefix).toBe(renewed.secret.slice(0, API_KEY_PREFIX.length + 8))

    const old = await typesWith(key.secret)
    expect(old.status).toBe(401)
    expect(old.body).toEqual({ error: { code: 'unauthorized', message: apiKeyMessages.invalid } })
    expect((await typesWith(renewed.secret)).status).toBe(200)
  })

  it('revoking a key refuses it with 401 from then on', async () => {
    const key = await createApiKey(api)
    expect((await typesWith(key.secret)).status).toBe(200)
    expect((await api.call('admin', 'DELETE', `/api-keys/${key.id}`)).status).toBe(204)
    expect((await listKeys()).map((k) => k.id)).not.toContain(key.id)

    const res = await typesWith(key.secret)
    expect(res.status).toBe(401)
    expect((res.body as ErrorBody).error.message).toBe(apiKeyMessages.invalid)

    expect((await api.call('admin', 'DELETE', `/api-keys/${key.id}`)).status).toBe(404)
    expect((await api.call('admin', 'POST', `/api-keys/${key.id}/regenerate`)).status).toBe(404)
  })

  it('lets only admins manage keys and settings', async () => {
    const key = await createApiKey(api)
    for (const role of ['editor', 'viewer'] as const) {
      expect((await api.call(role, 'GET', '/api-keys')).status).toBe(403)
      expect((await api.call(role, 'POST', '/api-keys', { name: 'Mine' })).status).toBe(403)
      expect((await api.call(role, 'POST', `/api-keys/${key.id}/regenerate`)).status).toBe(403)
      expect((await api.call(role, 'DELETE', `/api-keys/${key.id}`)).status).toBe(403)
      expect((await api.call(role, 'GET', '/settings/api')).status).toBe(403)
      const put = { enabled: false, allowedOrigins: [] }
      expect((await api.call(role, 'PUT', '/settings/api', put)).status).toBe(403)
    }
    expect((await api.call(null, 'GET', '/api-keys')).status).toBe(401)
    expect((await typesWith(key.secret)).status).toBe(200)
  })

  it('refuses API keys everywhere but the delivery API', async () => {
    const key = await createApiKey(api, 'read_write')
    for (const [method, path] of [
      ['GET', '/users'],
      ['GET', '/api-keys'],
      ['POST', '/api-keys'],
      ['GET', '/settings/api'],
      ['GET', '/dashboard'],
      ['GET', '/content-items'],
      ['POST', '/content-types'],
    ] as const) {
      const res = await callWithKey(api.server, key.secret, path, {
        method,
        body: method === 'POST' ? { name: 'x' } : undefined,
      })
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(res.body).toEqual({
        error: { code: 'unauthorized', message: apiKeyMessages.notForKeys },
      })
    }
  })

  it('answers 401 on the delivery API for a missing or unknown key', async () => {
    const missing = await callWithKey(api.server, null, '/content-types')
    expect(missing.status).toBe(401)
    expect((missing.body as ErrorBody).error.message).toBe(apiKeyMessages.missing)
    for (const secret of ['garbage', `${API_KEY_PREFIX}not-a-real-key`]) {
      const res = await callWithKey(api.server, secret, '/content/anything/items')
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ error: { code: 'unauthorized', message: apiKeyMessages.invalid } })
    }
  })

  it('saves the API settings; turning access off refuses keys with 403, not users', async () => {
    const initial = await api.call<{ data: ApiSettings }>('admin', 'GET', '/settings/api')
    expect(initial.body.data).toEqual({ enabled: true, allowedOrigins: [] })
    const key = await createApiKey(api)

    const off = await api.call<{ data: ApiSettings }>('admin', 'PUT', '/settings/api', {
      enabled: false,
      allowedOrigins: ['https://shop.example.com/', ' https://blog.example.com ', '*'],
    })
    expect(off.status).toBe(200)
    const saved = {
      enabled: false,
      allowedOrigins: ['https://shop.example.com', 'https://blog.example.com', '*'],
    }
    expect(off.body.data).toEqual(saved)
    expect((await api.call('admin', 'GET', '/settings/api')).body).toEqual({ data: saved })

    const refused = await typesWith(key.secret)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ error: { code: 'forbidden', message: apiKeyMessages.disabled } })
    expect((await api.call('viewer', 'GET', '/content-types')).status).toBe(200)
    // A key that does not exist is still told so first.
    expect((await typesWith(`${API_KEY_PREFIX}unknown`)).status).toBe(401)

    await api.call('admin', 'PUT', '/settings/api', { enabled: true, allowedOrigins: [] })
    expect((await typesWith(key.secret)).status).toBe(200)
  })

  it('refuses origins that are not URLs', async () => {
    const res = await api.call<ErrorBody>('admin', 'PUT', '/settings/api', {
      enabled: true,
      allowedOrigins: ['https://ok.example.com', 'example.com/path'],
    })
    expect(res.status).toBe(400)
    expect(res.body.error.details).toEqual([
      { path: 'allowedOrigins.1', message: apiKeyMessages.originInvalid },
    ])
  })
})
