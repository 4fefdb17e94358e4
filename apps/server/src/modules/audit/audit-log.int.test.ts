import type { AuditLogPage } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

describe(`settings audit log on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi()
    const general = {
      siteName: 'One',
      siteDescription: '',
      logoUrl: '',
      faviconUrl: '',
      previewUrl: '',
    }
    await api.call('admin', 'PUT', '/settings/general', general)
    await api.call('admin', 'PUT', '/settings/general', { ...general, siteName: 'Two' })
    await api.call('admin', 'PUT', '/settings/appearance', {
      defaultTheme: 'dark',
      primaryColor: '#FF9500',
    })
    await api.call('admin', 'POST', '/languages', { code: 'fr', name: 'French' })
  })
  afterAll(async () => {
    await api.close()
  })

  const page = async (query = '') =>
    (await api.call<AuditLogPage>('admin', 'GET', `/audit-log${query}`)).body

  it('lists every settings change newest first, with who made it and before/after', async () => {
    const log = await page()
    expect(log.data.map((entry) => entry.area)).toEqual([
      'languages',
      'appearance',
      'general',
      'general',
    ])
    const rename = log.data[2]!
    expect(rename.actor).toMatchObject({ email: 'admin@demo.folio.dev', name: 'Demo Admin' })
    expect(rename.before).toMatchObject({ siteName: 'One' })
    expect(rename.after).toMatchObject({ siteName: 'Two' })
    expect(log.meta.areas).toEqual(['appearance', 'general', 'languages'])
  })

  it('filters by area and by words, and pages with a cursor without repeats', async () => {
    expect((await page('?area=general')).data).toHaveLength(2)
    expect((await page('?q=french')).data.map((entry) => entry.area)).toEqual(['languages'])
    const first = await page('?limit=3')
    expect(first.data).toHaveLength(3)
    expect(first.meta.nextCursor).toBeTruthy()
    const second = await page(`?limit=3&before=${first.meta.nextCursor}`)
    expect(second.data).toHaveLength(1)
    expect(second.meta.nextCursor).toBeNull()
    const ids = [...first.data, ...second.data].map((entry) => entry.id)
    expect(new Set(ids).size).toBe(4)
    expect((await api.call('admin', 'GET', '/audit-log?before=nonsense')).status).toBe(400)
  })

  it('is for admins only', async () => {
    expect((await api.call('editor', 'GET', '/audit-log')).status).toBe(403)
    expect((await api.call('viewer', 'GET', '/audit-log')).status).toBe(403)
    expect((await api.call(null, 'GET', '/audit-log')).status).toBe(401)
  })

  it('records the API and notification settings too, and nothing for a save that changes nothing', async () => {
    await api.call('admin', 'PUT', '/settings/api', { enabled: false, allowedOrigins: [] })
    await api.call('admin', 'PUT', '/settings/api', { enabled: false, allowedOrigins: [] })
    await api.call('admin', 'PUT', '/settings/notifications', { comment: { email: false } })
    const latest = (await page('?limit=2')).data
    expect(latest.map((entry) => [entry.area, entry.summary])).toEqual([
      ['notifications', 'Notification defaults changed'],
      ['api', 'API access turned off'],
    ])
    expect(latest[0]!.after).toMatchObject({ comment: { email: false, inApp: true } })
    await api.call('admin', 'PUT', '/settings/api', { enabled: true, allowedOrigins: [] })
  })

  it('records webhooks, API keys and review states, never their secrets', async () => {
    const hook = await api.call<{ data: { id: string; secret: string } }>(
      'admin',
      'POST',
      '/webhooks',
      {
        name: 'Deploy',
        url: 'https://hooks.example.com/deploy',
        events: ['item.published'],
      },
    )
    expect(hook.status).toBe(201)
    await api.call('admin', 'POST', `/webhooks/${hook.body.data.id}/rotate-secret`)
    const key = await api.call<{ data: { id: string; secret: string } }>(
      'admin',
      'POST',
      '/api-keys',
      {
        name: 'Website',
      },
    )
    await api.call('admin', 'DELETE', `/api-keys/${key.body.data.id}`)
    await api.call('admin', 'POST', '/workflow/states', { name: 'Legal check', color: '#FF9500' })

    const log = await api.call<AuditLogPage>('admin', 'GET', '/audit-log?limit=10')
    const summaries = log.body.data.map((entry) => entry.summary)
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Webhook “Deploy” created',
        'API key “Website” created (read-only)',
        'API key “Website” revoked',
        'Review state “Legal check” added',
      ]),
    )
    const text = JSON.stringify(log.body)
    expect(text).not.toContain(hook.body.data.secret)
    expect(text).not.toContain(key.body.data.secret)
  })
})
