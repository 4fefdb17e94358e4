import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { captureLogs } from '../../test/log-capture.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
} from '../../test/test-server.js'

const WARNING = /files uploaded through one instance will not be visible to the others/

describe(`the start-up warning about media on local disk on ${dialectUnderTest}`, () => {
  let installation: TestInstallation

  beforeAll(async () => {
    installation = await createTestInstallation()
  })
  afterAll(async () => {
    await installation.destroy()
  })

  async function startupWarnings(env: NodeJS.ProcessEnv) {
    const logs = captureLogs()
    const server = await startTestServer(
      installation,
      { FOLIO_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
      { logStream: logs.stream },
    )
    await server.close()
    return logs.entries().filter((entry) => entry.level === 40)
  }

  it(
    dialectUnderTest === 'postgres'
      ? 'warns that a shared database with media on this disk hides uploads from other instances'
      : 'stays quiet on SQLite, which one process uses',
    async () => {
      const warnings = await startupWarnings({})
      const matching = warnings.filter((entry) => WARNING.test(entry.msg))
      expect(matching).toHaveLength(dialectUnderTest === 'postgres' ? 1 : 0)
      if (matching[0]) expect(matching[0].msg).toContain('S3_BUCKET')
    },
  )

  it('stays quiet when media is on S3', async () => {
    const warnings = await startupWarnings({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(warnings.filter((entry) => WARNING.test(entry.msg))).toEqual([])
  })
})
