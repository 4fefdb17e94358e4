import { apiKeyMessages, type ApiKeyWithSecret } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { callWithKey } from '../../test/api-key-fixtures.js'
import { authClient } from '../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../test/test-server.js'

describe(`API settings across instances on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let a: TestServer
  let b: TestServer
  let adminToken: string

  beforeAll(async () => {
    installation = await createTestInstallation()
    a = await startTestServer(installation, { FOLIO_DEMO: 'true' })
    b = await startTestServer(installation, { FOLIO_DEMO: 'true' })
    const { data } = await authClient(a).signInWithPassword({
      email: 'admin@demo.folio.dev',
      password: DEMO_PASSWORD,
    })
    adminToken = data.session!.access_token
  })
  afterAll(async () => {
    await Promise.all([a.close(), b.close()])
    await installation.destroy()
  })

  const asAdmin = (method: string, path: string, body: unknown) =>
    a.request(`/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('refuses keys on every instance within a second or so of access being turned off', async () => {
    const created = await asAdmin('POST', '/api-keys', { name: 'Everywhere' })
    const key = (created.body as { data: ApiKeyWithSecret }).data.secret
    expect((await callWithKey(a, key, '/content-types')).status).toBe(200)
    expect((await callWithKey(b, key, '/content-types')).status).toBe(200)

    const saved = await asAdmin('PUT', '/settings/api', { enabled: false, allowedOrigins: [] })
    expect(saved.status).toBe(200)
    const startedAt = Date.now()
    // The instance that saved knows at once; the other one within its one-second copy.
    expect((await callWithKey(a, key, '/content-types')).status).toBe(403)
    let status = 200
    while (status === 200 && Date.now() - startedAt < 3000) {
      status = (await callWithKey(b, key, '/content-types')).status
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(status).toBe(403)
    expect(Date.now() - startedAt).toBeLessThan(2000)
    const refused = await callWithKey(b, key, '/content-types')
    expect(refused.body).toEqual({ error: { code: 'forbidden', message: apiKeyMessages.disabled } })
  })
})
