import { defaultAppearanceSettings, siteMessages, type Site } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

const general = {
  siteName: 'Northwind Journal',
  siteDescription: 'Stories from the north',
  logoUrl: 'https://cdn.example.com/logo.svg',
  faviconUrl: 'https://cdn.example.com/favicon.png',
  previewUrl: 'https://northwind.example/{type}/{slug}?preview=1',
}

describe(`site settings on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi()
  })
  afterAll(async () => {
    await api.close()
  })

  const site = async () => (await api.call<{ data: Site }>(null, 'GET', '/site')).body.data

  it('answers GET /site without sign-in, with the defaults before anything is saved', async () => {
    expect(await site()).toEqual({
      name: 'Folio',
      description: '',
      logoUrl: '',
      faviconUrl: '',
      previewUrl: '',
      ...defaultAppearanceSettings,
      primaryDomain: null,
    })
  })

  it('saves General and shows it in GET /site', async () => {
    const saved = await api.call('admin', 'PUT', '/settings/general', general)
    expect(saved.status).toBe(200)
    expect((await api.call('admin', 'GET', '/settings/general')).body).toEqual({ data: general })
    expect(await site()).toMatchObject({
      name: 'Northwind Journal',
      logoUrl: general.logoUrl,
      faviconUrl: general.faviconUrl,
      previewUrl: general.previewUrl,
    })
  })

  it('refuses bad URLs and an empty name field by field, keeping what was saved', async () => {
    const bad = await api.call<ErrorBody>('admin', 'PUT', '/settings/general', {
      ...general,
      siteName: '  ',
      logoUrl: 'javascript:alert(1)',
      faviconUrl: 'not a url',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'siteName', message: siteMessages.nameRequired },
        { path: 'logoUrl', message: siteMessages.urlInvalid('Logo URL') },
        { path: 'faviconUrl', message: siteMessages.urlInvalid('Favicon URL') },
      ]),
    )
    expect((await site()).name).toBe('Northwind Journal')
  })

  it('saves Appearance, and only one of the six preset colours', async () => {
    const saved = await api.call('admin', 'PUT', '/settings/appearance', {
      defaultTheme: 'dark',
      primaryColor: '#5E5CE6',
    })
    expect(saved.status).toBe(200)
    expect(await site()).toMatchObject({ defaultTheme: 'dark', primaryColor: '#5E5CE6' })
    const off = await api.call<ErrorBody>('admin', 'PUT', '/settings/appearance', {
      defaultTheme: 'sepia',
      primaryColor: '#123456',
    })
    expect(off.status).toBe(400)
    expect(off.body.error.details?.map((detail) => detail.path).sort()).toEqual([
      'defaultTheme',
      'primaryColor',
    ])
    expect((await site()).primaryColor).toBe('#5E5CE6')
  })

  it('lets only admins read and change the settings', async () => {
    for (const role of ['editor', 'viewer'] as const) {
      expect((await api.call(role, 'GET', '/settings/general')).status).toBe(403)
      expect(
        (await api.call(role, 'PUT', '/settings/appearance', defaultAppearanceSettings)).status,
      ).toBe(403)
    }
    expect((await api.call(null, 'PUT', '/settings/general', general)).status).toBe(401)
  })

  it('records each change in the audit log with the values before and after', async () => {
    const rows = await api.server.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', 'in', ['general', 'appearance'])
      .orderBy('created_at')
      .execute()
    expect(rows.map((row) => row.area)).toEqual(['general', 'appearance'])
    expect(rows[0]!.actor_email).toBe('admin@demo.folio.dev')
    expect(JSON.parse(rows[0]!.before!)).toMatchObject({ siteName: 'Folio' })
    expect(JSON.parse(rows[0]!.after!)).toMatchObject({ siteName: 'Northwind Journal' })
    expect(rows[1]!.summary).toContain('primaryColor #5E5CE6')
  })
})
