import { randomUUID } from 'node:crypto'

import {
  domainMessages,
  entitlementMessage,
  mediaFilePath,
  type CustomDomainSettings,
  type MediaItem,
  type Site,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callWithKey, createApiKey } from '../../test/api-key-fixtures.js'
import { startContentApi, type ContentApi, type ErrorBody } from '../../test/content-fixtures.js'
import { SELLS_PLANS_ENV, setPlan } from '../../test/plan-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

type Settings = { data: CustomDomainSettings }

const two = [
  { hostname: 'cms.example.com', primary: true },
  { hostname: 'content.example.org', primary: false },
]

/** A media row (no bytes needed: only its URL is read). */
async function addMedia(api: ContentApi): Promise<string> {
  const id = randomUUID()
  const now = new Date().toISOString()
  await api.server.app.database.db
    .insertInto('media')
    .values({
      id,
      folder_id: null,
      name: 'cover.png',
      type: 'image',
      mime_type: 'image/png',
      size: 10,
      width: 1,
      height: 1,
      storage_key: `${id}/original`,
      created_at: now,
      updated_at: now,
      created_by: null,
    })
    .execute()
  return id
}

function domainsApi(api: ContentApi) {
  return {
    get: () => api.call<Settings & ErrorBody>('admin', 'GET', '/settings/domains'),
    put: (body: unknown, as: 'admin' | 'editor' | 'viewer' | null = 'admin') =>
      api.call<Settings & ErrorBody>(as, 'PUT', '/settings/domains', body),
    site: async () => (await api.call<{ data: Site }>(null, 'GET', '/site')).body.data,
  }
}

describe(`custom domains on a self-hosted installation, on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let domains: ReturnType<typeof domainsApi>

  beforeAll(async () => {
    api = await startContentApi()
    domains = domainsApi(api)
  })
  afterAll(async () => {
    await api?.close()
  })

  it('starts with none', async () => {
    expect((await domains.get()).body).toEqual({ data: { domains: [], inUse: true } })
    expect((await domains.site()).primaryDomain).toBeNull()
  })

  it('refuses hostnames that are not plain domain names, saying why', async () => {
    const cases: [string, string][] = [
      ['', domainMessages.hostnameRequired],
      ['https://cms.example.com', domainMessages.noScheme],
      ['cms.example.com/api', domainMessages.noPath],
      ['cms.example.com:8443', domainMessages.noPort],
      ['localhost', domainMessages.needsDot],
      [`${'a'.repeat(60)}.`.repeat(5) + 'com', domainMessages.tooLong],
      [`${'a'.repeat(64)}.com`, domainMessages.labelTooLong],
      ['cms_site.example.com', domainMessages.invalid],
      ['-cms.example.com', domainMessages.invalid],
      ['192.168.1.20', domainMessages.ipAddress],
    ]
    for (const [hostname, message] of cases) {
      const res = await domains.put({ domains: [{ hostname, primary: true }] })
      expect(res.status, hostname).toBe(400)
      expect(res.body.error.details, hostname).toEqual([{ path: 'domains.0.hostname', message }])
    }
  })

  it('refuses duplicates, more than ten, and anything but one primary', async () => {
    const duplicate = await domains.put({
      domains: [
        { hostname: 'cms.example.com', primary: true },
        { hostname: 'CMS.example.com', primary: false },
      ],
    })
    expect(duplicate.body.error.details).toEqual([
      { path: 'domains.1.hostname', message: domainMessages.duplicate('cms.example.com') },
    ])
    const many = Array.from({ length: 11 }, (_, index) => ({
      hostname: `site${index}.example.com`,
      primary: index === 0,
    }))
    expect((await domains.put({ domains: many })).body.error.details).toEqual([
      { path: 'domains', message: domainMessages.tooMany },
    ])
    for (const primaries of [0, 2]) {
      const list = two.map((domain, index) => ({ ...domain, primary: index < primaries }))
      const res = await domains.put({ domains: list })
      expect(res.status).toBe(400)
      expect(res.body.error.details).toEqual([
        { path: 'domains', message: domainMessages.onePrimary },
      ])
    }
    expect((await domains.get()).body.data.domains).toEqual([])
  })

  it('lets admins only read and save them', async () => {
    expect((await api.call('editor', 'GET', '/settings/domains')).status).toBe(403)
    expect((await domains.put({ domains: two }, 'editor')).status).toBe(403)
    expect((await domains.put({ domains: two }, 'viewer')).status).toBe(403)
    expect((await domains.put({ domains: two }, null)).status).toBe(401)
  })

  it('saves them cleaned up, logs the change, and names the primary in GET /site', async () => {
    const res = await domains.put({
      domains: [
        { hostname: ' CMS.Example.com. ', primary: true },
        { hostname: 'content.example.org', primary: false },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ domains: two, inUse: true })
    expect((await domains.get()).body.data.domains).toEqual(two)
    expect((await domains.site()).primaryDomain).toBe('cms.example.com')

    const log = await api.server.app.database.db
      .selectFrom('audit_log')
      .select(['area', 'summary'])
      .where('area', '=', 'domains')
      .execute()
    expect(log).toEqual([
      {
        area: 'domains',
        summary:
          'Custom domains added cms.example.com, content.example.org; cms.example.com made primary',
      },
    ])
  })

  it('builds the media URLs of API-key answers on the primary domain, not people’s', async () => {
    const id = await addMedia(api)
    const key = await createApiKey(api, 'read')
    const path = mediaFilePath(id, 'cover.png')
    const byKey = await callWithKey(api.server, key.secret, `/media/${id}`)
    expect((byKey.body as { data: MediaItem }).data.url).toBe(`https://cms.example.com${path}`)
    const listed = await callWithKey(api.server, key.secret, '/media')
    const item = (listed.body as { data: MediaItem[] }).data.find((entry) => entry.id === id)
    expect(item?.url).toBe(`https://cms.example.com${path}`)

    const byPerson = await api.call<{ data: MediaItem }>('editor', 'GET', `/media/${id}`)
    expect(byPerson.body.data.url).toBe(`${api.server.config.auth.apiExternalUrl}${path}`)
  })

  it('forgets them all when saved empty', async () => {
    const res = await domains.put({ domains: [] })
    expect(res.body.data.domains).toEqual([])
    expect((await domains.site()).primaryDomain).toBeNull()
  })
})

describe(`custom domains are Premium, on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let domains: ReturnType<typeof domainsApi>
  let mediaId: string
  let keySecret: string

  beforeAll(async () => {
    api = await startContentApi(SELLS_PLANS_ENV)
    domains = domainsApi(api)
    mediaId = await addMedia(api)
    keySecret = (await createApiKey(api, 'read')).secret
  })
  afterAll(async () => {
    await api?.close()
  })

  const keyUrl = async () => {
    const res = await callWithKey(api.server, keySecret, `/media/${mediaId}`)
    return (res.body as { data: MediaItem }).data.url
  }
  const ownUrl = () =>
    `${api.server.config.auth.apiExternalUrl}${mediaFilePath(mediaId, 'cover.png')}`

  it('answers 402 on Free, and saves nothing', async () => {
    expect((await domains.get()).body.data).toEqual({ domains: [], inUse: false })
    const res = await domains.put({ domains: two })
    expect(res.status).toBe(402)
    expect(res.body.error).toEqual({
      code: 'payment_required',
      message: entitlementMessage('custom_domains'),
    })
    expect((await domains.get()).body.data.domains).toEqual([])
  })

  it('uses the primary domain on Premium', async () => {
    await setPlan(api.server.app.database.db, 'premium')
    expect((await domains.put({ domains: two })).status).toBe(200)
    expect(await keyUrl()).toBe(`https://cms.example.com${mediaFilePath(mediaId, 'cover.png')}`)
    expect((await domains.site()).primaryDomain).toBe('cms.example.com')
  })

  it('keeps them saved but unused once the plan is Free again', async () => {
    await setPlan(api.server.app.database.db, 'free')
    expect((await domains.get()).body.data).toEqual({ domains: two, inUse: false })
    expect(await keyUrl()).toBe(ownUrl())
    expect((await domains.site()).primaryDomain).toBeNull()
  })
})
