import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { captureLogs } from '../test/log-capture.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../test/test-server.js'

describe(`request logs on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  const logs = captureLogs()

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(
      installation,
      { FOLIO_DEMO: 'false', LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    )
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  it('leave one-time tokens and codes in URLs out', async () => {
    // Answered with a redirect to the site, which is not running: not followed.
    await server.request('/auth/v1/verify?token=secret123&type=signup', { redirect: 'manual' })
    await server.request('/auth/v1/callback?code=secret456&state=x', { redirect: 'manual' })
    const text = logs.text()
    expect(text).toContain('/auth/v1/verify?token=[REDACTED]&type=signup')
    expect(text).toContain('code=[REDACTED]&state=x')
    expect(text).not.toContain('secret123')
    expect(text).not.toContain('secret456')
  })
})
