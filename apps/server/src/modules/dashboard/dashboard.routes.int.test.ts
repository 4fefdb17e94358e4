import { randomUUID } from 'node:crypto'

import type { ContentStatus, Dashboard } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../auth/demo/demo-accounts.js'
import { authClient } from '../../test/auth-helpers.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../test/test-server.js'
import { insertContentItem } from '../content/content.repository.js'

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE

describe(`GET /api/v1/dashboard on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer
  let viewerToken: string
  let blogPostId: string

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation, { FOLIO_DEMO: 'true' })
    const { data, error } = await authClient(server).signInWithPassword({
      email: 'viewer@demo.folio.dev',
      password: DEMO_PASSWORD,
    })
    expect(error).toBeNull()
    viewerToken = data.session!.access_token
    const blogPost = await server.app.database.db
      .selectFrom('content_types')
      .select('id')
      .where('slug', '=', 'blog-post')
      .executeTakeFirstOrThrow()
    blogPostId = blogPost.id
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  async function dashboard(query = '') {
    const res = await server.request(`/api/v1/dashboard${query}`, {
      headers: { authorization: `Bearer ${viewerToken}` },
    })
    expect(res.status).toBe(200)
    return (res.body as { data: Dashboard }).data
  }

  /** A Blog Post item last updated at `updatedAt`. */
  async function insertItem(title: string, status: ContentStatus, updatedAt: Date) {
    await insertContentItem(server.app.database.db, {
      id: randomUUID(),
      contentTypeId: blogPostId,
      title,
      slug: `${title.toLowerCase().replaceAll(' ', '-')}-${randomUUID().slice(0, 8)}`,
      status,
      data: {},
      createdAt: updatedAt.toISOString(),
      publishedAt: status === 'published' ? updatedAt.toISOString() : null,
      createdBy: null,
    })
  }

  it('counts the sample content of a new installation, for a viewer', async () => {
    const data = await dashboard()
    expect(data.totals).toEqual({ contentTypes: 3, contentItems: 3, published: 2, drafts: 1 })
    expect(data.overview).toMatchObject({ period: 'week', total: 3, published: 2, drafts: 1 })
    // 2 of 3 published rounds up to 67.
    expect(data.overview.percentage).toBe(67)
    expect(data.workflow).toEqual({ pendingReview: 0, needsChanges: 0, approved: 0 })
    expect(data.recent.map((item) => [item.title, item.contentTypeName, item.status])).toEqual(
      expect.arrayContaining([
        ['Welcome to Folio', 'Blog Post', 'published'],
        ['Home', 'Landing Page', 'published'],
        [expect.any(String), 'Product', 'draft'],
      ]),
    )
  })

  describe('with items updated over the last months', () => {
    const now = Date.now()
    const iso = (ms: number) => new Date(ms).toISOString()

    beforeAll(async () => {
      // The three sample items were updated moments ago; these add to them.
      await insertItem('Three days draft', 'draft', new Date(now - 3 * DAY))
      for (let i = 0; i < 3; i++) {
        await insertItem(`Twenty days ${i}`, 'published', new Date(now - 20 * DAY - i * MINUTE))
      }
      await insertItem('Sixty days scheduled', 'scheduled', new Date(now - 60 * DAY))
      await insertItem('Sixty days archived', 'archived', new Date(now - 60 * DAY))
    })

    it('totals every item whatever its age, counting only published and draft statuses', async () => {
      expect((await dashboard()).totals).toEqual({
        contentTypes: 3,
        contentItems: 9,
        published: 5,
        drafts: 2,
      })
    })

    it('counts the items updated since the start of each period', async () => {
      const today = await dashboard(`?period=today&since=${iso(now - 6 * 60 * MINUTE)}`)
      expect(today.overview).toEqual({
        period: 'today',
        since: iso(now - 6 * 60 * MINUTE),
        total: 3,
        published: 2,
        drafts: 1,
        percentage: 67,
      })

      const week = await dashboard(`?period=week&since=${iso(now - 7 * DAY)}`)
      expect(week.overview).toMatchObject({ total: 4, published: 2, drafts: 2, percentage: 50 })

      const month = await dashboard(`?period=month&since=${iso(now - 30 * DAY)}`)
      // 5 of 7 published rounds down to 71.
      expect(month.overview).toMatchObject({ total: 7, published: 5, drafts: 2, percentage: 71 })
    })

    it('computes the period in UTC when the browser sends no start', async () => {
      const week = await dashboard('?period=week')
      expect(week.overview).toMatchObject({ period: 'week', total: 4, published: 2 })
      expect(Math.abs(Date.parse(week.overview.since) - (Date.now() - 7 * DAY))).toBeLessThan(
        MINUTE,
      )

      const month = await dashboard('?period=month')
      expect(month.overview).toMatchObject({ period: 'month', total: 7, published: 5 })

      const today = await dashboard('?period=today')
      const midnight = new Date()
      midnight.setUTCHours(0, 0, 0, 0)
      expect(today.overview.since).toBe(midnight.toISOString())
    })

    it('understands a start given in the viewer’s own time zone', async () => {
      // Eight days ago at 23:00 in UTC-03:00 is seven days ago at 02:00 UTC.
      const start = new Date(now - 7 * DAY)
      start.setUTCHours(2, 0, 0, 0)
      const local = new Date(start.getTime() - 3 * 60 * MINUTE).toISOString().slice(0, 19)
      const week = await dashboard(`?period=week&since=${encodeURIComponent(`${local}-03:00`)}`)
      expect(week.overview).toMatchObject({ since: start.toISOString(), total: 4, published: 2 })
    })

    it('answers 0 % when nothing was updated in the period', async () => {
      const future = await dashboard(`?period=today&since=${iso(now + DAY)}`)
      expect(future.overview).toMatchObject({ total: 0, published: 0, drafts: 0, percentage: 0 })
    })

    it('lists the five most recently updated items with their type names', async () => {
      const { recent } = await dashboard()
      expect(recent).toHaveLength(5)
      const updatedAt = recent.map((item) => item.updatedAt)
      expect(updatedAt).toEqual([...updatedAt].sort().reverse())
      // The three sample items come first, then the newest of these.
      expect(recent.slice(3).map((item) => item.title)).toEqual([
        'Three days draft',
        'Twenty days 0',
      ])
      expect(recent[3]).toMatchObject({
        status: 'draft',
        contentTypeId: blogPostId,
        contentTypeName: 'Blog Post',
        updatedAt: iso(now - 3 * DAY),
      })
    })
  })

  it('is for signed-in users only', async () => {
    const res = await server.request('/api/v1/dashboard')
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error: { code: 'unauthorized' } })
    expect((await server.request('/api/v1/dashboard?period=year')).status).toBe(401)
  })

  it('refuses an unknown period or a start that is not a date', async () => {
    for (const query of ['?period=year', '?since=yesterday']) {
      const res = await server.request(`/api/v1/dashboard${query}`, {
        headers: { authorization: `Bearer ${viewerToken}` },
      })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: { code: 'validation_failed' } })
    }
  })
})
