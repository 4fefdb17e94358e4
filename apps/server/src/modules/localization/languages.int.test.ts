import { languageMessages, type Language } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { patch } from '../../test/menu-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

interface LanguagesBody {
  data: Language[]
}

describe(`languages on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi()
  })
  afterAll(async () => {
    await api.close()
  })

  const list = async () => (await api.call<LanguagesBody>('viewer', 'GET', '/languages')).body.data
  const defaults = async () => (await list()).filter((l) => l.isDefault).map((l) => l.code)

  it('starts with English as the default, readable by any signed-in user', async () => {
    expect(await list()).toMatchObject([{ code: 'en', name: 'English', isDefault: true }])
    expect((await api.call(null, 'GET', '/languages')).status).toBe(401)
  })

  it('adds languages in canonical BCP 47 case, listed default first then by name', async () => {
    const added = await api.call<{ data: Language }>('admin', 'POST', '/languages', {
      code: 'FR-ca',
      name: 'French (Canada)',
    })
    expect(added.status).toBe(201)
    expect(added.body.data).toMatchObject({ code: 'fr-CA', isDefault: false })
    await api.call('admin', 'POST', '/languages', { code: 'de', name: 'German' })
    await api.call('admin', 'POST', '/languages', { code: 'zh-hant-tw', name: 'Chinese' })
    // By name: Chinese, French (Canada), German.
    expect((await list()).map((l) => l.code)).toEqual(['en', 'zh-Hant-TW', 'fr-CA', 'de'])
  })

  it('refuses bad codes, duplicates and non-admins with clear messages, adding nothing', async () => {
    const before = await list()
    const bad = await api.call<ErrorBody>('admin', 'POST', '/languages', {
      code: 'fr_CA',
      name: 'French',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe(
      'fr_CA is not a valid language code (use BCP 47, such as fr or fr-CA)',
    )
    const duplicate = await api.call<ErrorBody>('admin', 'POST', '/languages', {
      code: 'fr-ca',
      name: 'Again',
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.error.message).toBe(languageMessages.codeTaken('fr-CA'))
    const editor = await api.call<ErrorBody>('editor', 'POST', '/languages', {
      code: 'it',
      name: 'Italian',
    })
    expect(editor.status).toBe(403)
    expect(await list()).toEqual(before)
  })

  it('moves the default atomically and refuses to unset or delete it', async () => {
    const moved = await patch<{ data: Language }>(api, 'admin', '/languages/de', {
      isDefault: true,
    })
    expect(moved.status).toBe(200)
    expect(moved.body.data.isDefault).toBe(true)
    expect(await defaults()).toEqual(['de'])
    expect((await list())[0]!.code).toBe('de')

    const unset = await patch<ErrorBody>(api, 'admin', '/languages/de', { isDefault: false })
    expect(unset.status).toBe(422)
    expect(unset.body.error.message).toBe(languageMessages.keepOneDefault)
    const deleted = await api.call<ErrorBody>('admin', 'DELETE', '/languages/de')
    expect(deleted.status).toBe(422)
    expect(deleted.body.error.message).toBe(languageMessages.deleteDefault)
    expect(await defaults()).toEqual(['de'])

    await patch(api, 'admin', '/languages/en', { isDefault: true })
    expect(await defaults()).toEqual(['en'])
  })

  it('renames a language but never changes its code', async () => {
    const renamed = await patch<{ data: Language }>(api, 'admin', '/languages/de', {
      name: 'Deutsch',
      code: 'xx',
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ code: 'de', name: 'Deutsch' })
    const missing = await patch<ErrorBody>(api, 'admin', '/languages/pt', { name: 'P' })
    expect(missing.status).toBe(404)
  })

  it('leaves exactly one default when two requests change it at once', async () => {
    await api.call('admin', 'POST', '/languages', { code: 'es', name: 'Spanish' })
    await api.call('admin', 'POST', '/languages', { code: 'it', name: 'Italian' })
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = await Promise.all([
        patch(api, 'admin', '/languages/es', { isDefault: true }),
        patch(api, 'admin', '/languages/it', { isDefault: true }),
      ])
      // A request may lose the race (409), never half-apply it.
      for (const res of [a, b]) expect([200, 409]).toContain(res.status)
      const now = await defaults()
      expect(now).toHaveLength(1)
      expect(['es', 'it']).toContain(now[0])
    }
    await Promise.all([
      api.call('admin', 'POST', '/languages', { code: 'nl', name: 'Dutch', isDefault: true }),
      patch(api, 'admin', '/languages/en', { isDefault: true }),
    ])
    expect(await defaults()).toHaveLength(1)
    await patch(api, 'admin', '/languages/en', { isDefault: true })
  })

  it('records language changes in the audit log', async () => {
    const { db } = api.server.app.database
    const rows = await db
      .selectFrom('audit_log')
      .select(['summary', 'action', 'target'])
      .where('area', '=', 'languages')
      .execute()
    const summaries = rows.map((row) => row.summary)
    expect(summaries).toContain('Language French (Canada) (fr-CA) added')
    expect(summaries).toContain('Default language set to German (de)')
    expect(summaries).toContain('Language German (de) renamed to Deutsch')
  })
})
