import {
  translationMessages,
  type Translation,
  type TranslationList,
  type TranslationVersion,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type ErrorBody,
  type ItemBody,
  type ItemListBody,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { publishDueTranslations } from '../content/index.js'

interface TranslationBody {
  data: Translation
}

describe(`content translations on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: Awaited<ReturnType<typeof createType>>
  let itemId: string

  const translations = (id: string) => `/content-items/${id}/translations`
  const save = (id: string, locale: string, body: Record<string, unknown>) =>
    api.call<TranslationBody>('editor', 'PUT', `${translations(id)}/${locale}`, body)

  async function createItem(title: string, data: Record<string, unknown>, status = 'published') {
    const res = await api.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
      title,
      status,
      data,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data
  }

  beforeAll(async () => {
    // The scheduler stays out of the way; the scheduling test calls it itself.
    api = await startContentApi({ SCHEDULER_INTERVAL_MS: String(60 * 60 * 1000) })
    for (const [code, name] of [
      ['fr', 'French'],
      ['de', 'German'],
    ]) {
      expect((await api.call('admin', 'POST', '/languages', { code, name })).status).toBe(201)
    }
    type = await createType(api, 'Product', [
      { name: 'summary', type: 'text', required: true },
      { name: 'body', type: 'rich-text' },
      { name: 'price', type: 'number', translatable: false },
    ])
    const item = await createItem('Chair', { summary: 'A chair', body: '<p>Sit</p>', price: 40 })
    expect(item.locale).toBe('en')
    itemId = item.id
  })
  afterAll(async () => {
    await api.close()
  })

  it('creates a draft translation from the main language values', async () => {
    const res = await api.call<TranslationBody>('editor', 'POST', translations(itemId), {
      locale: 'fr',
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      locale: 'fr',
      status: 'draft',
      version: 1,
      title: 'Chair',
      data: { summary: 'A chair', body: '<p>Sit</p>', price: 40 },
      outdated: false,
      changedFields: [],
      untranslatedFields: ['title', 'summary', 'body'],
      source: { title: 'Chair', data: { summary: 'A chair', body: '<p>Sit</p>' } },
    })
    const list = await api.call<{ data: TranslationList }>('viewer', 'GET', translations(itemId))
    expect(list.body.data).toMatchObject({
      sourceLocale: 'en',
      translations: [{ locale: 'fr', status: 'draft', outdated: false }],
    })
  })

  it('refuses unknown languages, the item language, duplicates and bad codes', async () => {
    const unknown = await api.call<ErrorBody>('editor', 'POST', translations(itemId), {
      locale: 'pt',
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.error.message).toBe('Language pt does not exist')
    const own = await api.call<ErrorBody>('editor', 'POST', translations(itemId), { locale: 'en' })
    expect(own.status).toBe(409)
    expect(own.body.error.message).toBe(translationMessages.sameAsSource('en'))
    const again = await api.call<ErrorBody>('editor', 'POST', translations(itemId), {
      locale: 'fr',
    })
    expect(again.status).toBe(409)
    const bad = await api.call<ErrorBody>('editor', 'POST', translations(itemId), {
      locale: 'fr_FR',
    })
    expect(bad.status).toBe(400)
    const viewer = await api.call<ErrorBody>('viewer', 'POST', translations(itemId), {
      locale: 'de',
    })
    expect(viewer.status).toBe(403)
    expect((await api.call('viewer', 'GET', `${translations(itemId)}/de`)).status).toBe(404)
  })

  it('saves translated values, ignoring shared fields, with item rules and versions', async () => {
    const saved = await save(itemId, 'fr', {
      title: 'Chaise',
      status: 'draft',
      data: { summary: 'Une chaise', body: '<p>Assis</p><script>x()</script>', price: 99 },
      version: 1,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject({
      title: 'Chaise',
      version: 2,
      data: { summary: 'Une chaise', body: '<p>Assis</p>', price: 40 },
      untranslatedFields: [],
    })
    const stale = await save(itemId, 'fr', { title: 'X', data: { summary: 'x' }, version: 1 })
    expect(stale.status).toBe(409)
    const missing = await save(itemId, 'fr', { title: 'Chaise', data: { summary: '' } })
    expect(missing.status).toBe(400)
    expect(
      (await api.call<ErrorBody>('viewer', 'GET', `${translations(itemId)}/fr`)).body,
    ).toMatchObject({ data: { title: 'Chaise', version: 2 } })
  })

  it('publishes one language only, and restores versions', async () => {
    const published = await save(itemId, 'fr', {
      title: 'Chaise',
      status: 'published',
      data: { summary: 'Une chaise', body: '<p>Assis</p>' },
    })
    expect(published.body.data.status).toBe('published')
    expect(published.body.data.publishedAt).not.toBeNull()

    const versions = await api.call<{ data: TranslationVersion[] }>(
      'viewer',
      'GET',
      `${translations(itemId)}/fr/versions`,
    )
    expect(versions.body.data.map((v) => [v.version, v.event, v.title])).toEqual([
      [3, 'updated', 'Chaise'],
      [2, 'updated', 'Chaise'],
      [1, 'created', 'Chair'],
    ])
    const restored = await api.call<TranslationBody>(
      'editor',
      'POST',
      `${translations(itemId)}/fr/restore`,
      { version: 1, currentVersion: 3 },
    )
    expect(restored.status).toBe(200)
    expect(restored.body.data).toMatchObject({ title: 'Chair', status: 'published', version: 4 })
    expect(restored.body.data.data.summary).toBe('A chair')
    await save(itemId, 'fr', {
      title: 'Chaise',
      status: 'published',
      data: { summary: 'Une chaise', body: '<p>Assis</p>' },
    })
  })

  it('marks a translation outdated when the main language changes, until it is saved', async () => {
    await api.call('editor', 'PUT', `/content/${type.slug}/items/${itemId}`, {
      title: 'Chair',
      status: 'published',
      data: { summary: 'A comfy chair', body: '<p>Sit</p>', price: 45 },
    })
    const fr = await api.call<TranslationBody>('viewer', 'GET', `${translations(itemId)}/fr`)
    expect(fr.body.data).toMatchObject({
      outdated: true,
      changedFields: ['summary'],
      data: { price: 45 },
      source: { data: { summary: 'A comfy chair' } },
    })
    const list = await api.call<ItemListBody>('viewer', 'GET', `/content-items?type=${type.slug}`)
    expect(list.body.data[0]).toMatchObject({
      locale: 'en',
      translations: [{ locale: 'fr', status: 'published', outdated: true }],
    })
    await save(itemId, 'fr', {
      title: 'Chaise',
      status: 'published',
      data: { summary: 'Une chaise confortable', body: '<p>Assis</p>' },
    })
    const typed = await api.call<ItemListBody>('viewer', 'GET', `/content/${type.slug}/items`)
    expect(typed.body.data[0]?.translations).toMatchObject([{ locale: 'fr', outdated: false }])
  })

  describe('delivery', () => {
    let draftOnlyId: string

    beforeAll(async () => {
      const other = await createItem('Table', { summary: 'A table', price: 100 })
      draftOnlyId = other.id
      await api.call('editor', 'POST', translations(draftOnlyId), { locale: 'de' })
    })

    const read = (path: string) => api.call<ItemListBody>('viewer', 'GET', path)

    it('serves the requested language, falling back to the default', async () => {
      const list = await read(`/content/${type.slug}/items?locale=fr&sort=title`)
      expect(list.status).toBe(200)
      expect(
        list.body.data.map((i) => [i.title, i.locale, i.locales, i.data.summary, i.data.price]),
      ).toEqual([
        ['Chaise', 'fr', ['en', 'fr'], 'Une chaise confortable', 45],
        ['Table', 'en', ['en', 'de'], 'A table', 100],
      ])
      const single = await api.call<ItemBody>(
        'viewer',
        'GET',
        `/content/${type.slug}/items/${itemId}?locale=fr`,
      )
      expect(single.body.data).toMatchObject({ title: 'Chaise', locale: 'fr', status: 'published' })
      const plain = await api.call<ItemBody>(
        'viewer',
        'GET',
        `/content/${type.slug}/items/${itemId}`,
      )
      expect(plain.body.data).toMatchObject({ title: 'Chair', locale: 'en', locales: ['en', 'fr'] })
    })

    it('leaves items without the language out with fallback=false', async () => {
      const list = await read(`/content/${type.slug}/items?locale=fr&fallback=false`)
      expect(list.body.data.map((i) => i.title)).toEqual(['Chaise'])
      expect(list.body.meta.total).toBe(1)
      const single = await api.call<ErrorBody>(
        'viewer',
        'GET',
        `/content/${type.slug}/items/${draftOnlyId}?locale=fr&fallback=false`,
      )
      expect(single.status).toBe(404)
    })

    it('answers 400 for a locale that is not configured', async () => {
      const res = await api.call<ErrorBody>(
        'viewer',
        'GET',
        `/content/${type.slug}/items?locale=pt`,
      )
      expect(res.status).toBe(400)
      expect(res.body.error.message).toBe(
        translationMessages.unknownLocale('pt', ['en', 'fr', 'de']),
      )
      const single = await api.call<ErrorBody>(
        'viewer',
        'GET',
        `/content/${type.slug}/items/${itemId}?locale=pt`,
      )
      expect(single.status).toBe(400)
    })

    it('shows read-only keys published translations only', async () => {
      const key = await createApiKey(api, 'read')
      const res = await callWithKey(
        api.server,
        key.secret,
        `/content/${type.slug}/items?locale=de&fallback=false`,
      )
      expect((res.body as ItemListBody).data).toEqual([])
      const all = await callWithKey(api.server, key.secret, `/content/${type.slug}/items?locale=de`)
      const items = (all.body as ItemListBody).data
      expect(items.map((i) => [i.title, i.locale, i.locales])).toEqual(
        expect.arrayContaining([
          ['Table', 'en', ['en']],
          ['Chair', 'en', ['en', 'fr']],
        ]),
      )
      expect(items[0]).not.toHaveProperty('translations')
      // Signed-in users see the draft translation.
      const editor = await read(`/content/${type.slug}/items?locale=de&fallback=false`)
      expect(editor.body.data.map((i) => [i.title, i.status])).toEqual([['Table', 'draft']])
    })
  })

  it('publishes a due scheduled translation through the scheduler', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString()
    const scheduled = await save(itemId, 'fr', {
      title: 'Chaise prévue',
      status: 'scheduled',
      scheduledFor: soon,
      data: { summary: 'Une chaise confortable' },
    })
    expect(scheduled.body.data.status).toBe('scheduled')
    const { db, dialect } = api.server.app.database
    const ctx = { db, dialect, logger: api.server.app.log, actor: null }
    expect(await publishDueTranslations(ctx, new Date())).toEqual([])
    const later = new Date(Date.now() + 120_000)
    const [first, second] = await Promise.all([
      publishDueTranslations(ctx, later),
      publishDueTranslations(ctx, later),
    ])
    expect([...first, ...second]).toHaveLength(1)
    const fr = await api.call<TranslationBody>('viewer', 'GET', `${translations(itemId)}/fr`)
    expect(fr.body.data).toMatchObject({ status: 'published', scheduledFor: null })
    const versions = await api.call<{ data: TranslationVersion[] }>(
      'viewer',
      'GET',
      `${translations(itemId)}/fr/versions`,
    )
    expect(versions.body.data[0]?.event).toBe('scheduled-publish')
    const main = await api.call<ItemBody>('viewer', 'GET', `/content/${type.slug}/items/${itemId}`)
    expect(main.body.data.title).toBe('Chair')
  })

  it('keeps the not-translatable flag of content type fields', async () => {
    const res = await api.call<{ data: { fields: { name: string; translatable?: boolean }[] } }>(
      'admin',
      'POST',
      '/content-types',
      {
        name: 'Flagged',
        fields: [
          { name: 'headline', type: 'text' },
          { name: 'sku', type: 'text', translatable: false },
        ],
      },
    )
    expect(res.status).toBe(201)
    expect(res.body.data.fields.map((f) => [f.name, f.translatable ?? true])).toEqual([
      ['headline', true],
      ['sku', false],
    ])
  })

  it('deletes translations, and with force a language that has some', async () => {
    const refused = await api.call<ErrorBody>('admin', 'DELETE', '/languages/de')
    expect(refused.status).toBe(409)
    expect(refused.body.error.details?.[0]).toEqual({ path: 'translationCount', message: '1' })
    expect((await api.call('admin', 'DELETE', '/languages/de?force=true')).status).toBe(204)
    const items = await api.call<ItemListBody>('viewer', 'GET', `/content-items?type=${type.slug}`)
    expect(items.body.data.flatMap((i) => i.translations?.map((t) => t.locale))).toEqual(['fr'])
    expect((await api.call('editor', 'DELETE', `${translations(itemId)}/fr`)).status).toBe(204)
    const list = await api.call<{ data: TranslationList }>('viewer', 'GET', translations(itemId))
    expect(list.body.data.translations).toEqual([])
  })
})
