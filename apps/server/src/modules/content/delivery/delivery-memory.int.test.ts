import type { ContentItem } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../../auth/demo/demo-accounts.js'
import { callWithKey, createApiKey } from '../../../test/api-key-fixtures.js'
import { authClient } from '../../../test/auth-helpers.js'
import { createType, signedInApi, type ContentApi } from '../../../test/content-fixtures.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
} from '../../../test/test-server.js'

/**
 * Uncached delivery reads remember, per instance, what rarely changes: whether a type has any
 * translation, and the names of the authors items show. Both instances here run without a
 * response cache, so every read goes through that memory; a change made on one instance must
 * show on the other at its next read.
 */
describe(`What delivery reads remember, on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let first: ContentApi
  let second: ContentApi
  let readKey: string
  let typeSlug: string
  let itemId: string

  beforeAll(async () => {
    installation = await createTestInstallation()
    const env = { FOLIO_DEMO: 'true', DELIVERY_RESPONSE_CACHE_MB: '0' }
    first = await signedInApi(await startTestServer(installation, env))
    second = await signedInApi(await startTestServer(installation, env))
    readKey = (await createApiKey(first, 'read')).secret
    const type = await createType(first, 'Note', [{ name: 'body', type: 'text' }])
    typeSlug = type.slug
    const created = await first.call<{ data: ContentItem }>(
      'editor',
      'POST',
      `/content/${typeSlug}/items`,
      { title: 'Hello', status: 'published', data: { body: 'Hi' } },
    )
    expect(created.status).toBe(201)
    itemId = created.body.data.id
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await installation?.destroy()
  })

  const readItem = async (api: ContentApi, query = '') => {
    const res = await callWithKey(
      api.server,
      readKey,
      `/content/${typeSlug}/items/${itemId}${query}`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('folio-cache')).toBeNull()
    return (res.body as { data: ContentItem }).data
  }
  const readList = async (api: ContentApi, query = '') => {
    const res = await callWithKey(api.server, readKey, `/content/${typeSlug}/items${query}`)
    expect(res.status).toBe(200)
    return (res.body as { data: ContentItem[] }).data
  }

  it('a first translation of a type shows at the next read, on every instance', async () => {
    expect(
      (await first.call('admin', 'POST', '/languages', { code: 'fr', name: 'Français' })).status,
    ).toBe(201)
    // Both instances read the type while it has no translation, and remember that.
    for (const api of [first, second]) {
      expect((await readItem(api, '?locale=fr')).title).toBe('Hello')
      expect((await readList(api, '?locale=fr'))[0]?.locales).toEqual(['en'])
    }

    const added = await first.call('editor', 'POST', `/content-items/${itemId}/translations`, {
      locale: 'fr',
    })
    expect(added.status).toBe(201)
    const saved = await first.call('editor', 'PUT', `/content-items/${itemId}/translations/fr`, {
      title: 'Bonjour',
      status: 'published',
      data: {},
    })
    expect(saved.status).toBe(200)

    for (const api of [second, first]) {
      const item = await readItem(api, '?locale=fr')
      expect(item.title).toBe('Bonjour')
      expect(item.locales).toEqual(['en', 'fr'])
      const [listed] = await readList(api, '?locale=fr')
      expect(listed?.title).toBe('Bonjour')
      // The item's own language still reads as written.
      expect((await readItem(api)).title).toBe('Hello')
    }
  })

  it('an author’s new name shows at the next read of their items, on every instance', async () => {
    const before = await readItem(second)
    expect(before.createdBy?.name).toBeTruthy()
    await readItem(first)

    const editor = authClient(first.server)
    const signIn = await editor.signInWithPassword({
      email: 'editor@demo.folio.dev',
      password: DEMO_PASSWORD,
    })
    expect(signIn.error).toBeNull()
    const renamed = await editor.updateUser({ data: { full_name: 'Edith Renamed' } })
    expect(renamed.error).toBeNull()

    for (const api of [second, first]) {
      const item = await readItem(api)
      expect(item.createdBy?.name).toBe('Edith Renamed')
      expect(item.updatedBy?.name).toBe('Edith Renamed')
      expect((await readList(api))[0]?.createdBy?.name).toBe('Edith Renamed')
    }
  })
})
