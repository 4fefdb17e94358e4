import type { ContentItem } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createType, signedInApi, type ContentApi } from '../../test/content-fixtures.js'
import { grant, repoPlugin } from '../../test/plugin-fixtures.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
} from '../../test/test-server.js'

/** Two instances of one installation: an admin's decision on one reaches the other. */
describe(`plugin decisions across instances on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let first: ContentApi
  let second: ContentApi

  beforeAll(async () => {
    installation = await createTestInstallation()
    const env = {
      FOLIO_DEMO: 'true',
      FOLIO_PLUGINS: repoPlugin('reading-time'),
      SCHEDULER_INTERVAL_MS: '100',
    }
    first = await signedInApi(await startTestServer(installation, env))
    second = await signedInApi(await startTestServer(installation, env))
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await installation?.destroy()
  })

  it('applies a grant and a disable made on another instance within moments', async () => {
    const type = await createType(first, 'Essay', [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'text' },
      { name: 'readingTime', type: 'number' },
    ])
    const words = Array.from({ length: 250 }, (_, i) => `w${i}`).join(' ')
    const saveOnSecond = async () =>
      (
        await second.call<{ data: ContentItem }>('editor', 'POST', `/content/${type.slug}/items`, {
          title: 'Essay',
          status: 'draft',
          data: { title: 'Essay', body: words },
        })
      ).body.data.data.readingTime ?? null

    expect(await saveOnSecond()).toBeNull()
    await grant(first, 'reading-time', ['content:read', 'content:write'])
    await expect.poll(saveOnSecond, { timeout: 5000 }).toBe(2)

    const off = await first.call('admin', 'PATCH', '/plugins/reading-time', { enabled: false })
    expect(off.status).toBe(200)
    await expect.poll(saveOnSecond, { timeout: 5000 }).toBeNull()
  })
})
